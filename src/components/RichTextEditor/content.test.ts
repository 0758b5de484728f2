import { describe, expect, it } from 'vitest';
import { openHtml, plainTextDocument, textOfHtml } from './content';

describe('opening HTML in the editor', () => {
  it("takes the editor's own reading when it can read the HTML", () => {
    const read = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'read' }] }] };
    expect(openHtml('<p>read</p>', () => read)).toEqual({ document: read, asPlainText: false });
  });

  it('opens the text without its formatting, and says so, when the reader throws', () => {
    const opened = openHtml('<p>Guten <b>Tag</b></p><p>Anna &amp; Ben</p>', () => {
      throw new TypeError('dom.nodeName.toLowerCase is not a function');
    });
    expect(opened.asPlainText).toBe(true);
    expect(opened.document).toEqual(plainTextDocument('Guten Tag\nAnna & Ben'));
  });

  it('keeps the lines and the characters of the text', () => {
    expect(textOfHtml('<p>a<br>b</p><ul><li>c</li></ul><div>d</div>&lt;e&gt; &#x263A;&#65;&nbsp;&unknown;')).toBe(
      'a\nb\nc\nd\n<e> ☺A &unknown;',
    );
    expect(textOfHtml('<form onsubmit=alert(1)><input onfocus=alert(2) name=nodeName>123</form>')).toBe('123');
  });
});
