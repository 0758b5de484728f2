import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { dangersIn, hostileHtml } from '#stories/test-helpers/hostile-html';
import { Markdown } from '../Markdown/Markdown';
import { SafeHtml } from './SafeHtml';

declare global {
  interface Window {
    safeHtmlRan?: boolean;
    hostileRan?: number;
  }
}

const meta = preview.meta({
  title: 'Data display/SafeHtml',
  component: SafeHtml,
  args: { html: 'Parent-teacher meeting at <em>Volksschule Graz</em>, <strong>18 March</strong>.' },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('em')).toHaveTextContent('Volksschule Graz');
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('18 March');
  },
});

/** A script, an `onerror` handler and a `javascript:` link arrive as text and formatting only. */
export const HostileHtml = meta.story({
  args: {
    html: 'Hello <script>window.safeHtmlRan = true</script><img src="x" onerror="window.safeHtmlRan = true"><a href="javascript:window.safeHtmlRan = true">click</a> <b onclick="window.safeHtmlRan = true">bold</b>',
  },
  beforeEach: () => {
    window.safeHtmlRan = false;
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('#story-root') ?? canvasElement;
    await expect(root.querySelector('script, img, a, [onerror], [onclick]')).toBeNull();
    await expect(root.querySelector('b')).toHaveTextContent('bold');
    await expect(root.textContent).toContain('Hello');
    // Give a failed image load (if any had survived) the time to run its handler.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(window.safeHtmlRan).toBe(false);
  },
});

/** Rich HTML keeps paragraphs and safe links, still without anything that runs. */
export const Rich = meta.story({
  args: {
    profile: 'rich',
    as: 'div',
    html: '<p>See the <a href="https://example.org/guide">guide</a>.</p><p><a href="javascript:alert(1)">bad</a><img src="x" onerror="alert(1)" onload=\'alert(2)\'/ONMOUSEOVER=alert(3)></p><p>Type onclick=go in the box.</p>',
  },
  play: async ({ canvasElement }) => {
    const attributes = [...canvasElement.querySelectorAll('*')].flatMap((element) => element.getAttributeNames());
    await expect(attributes.filter((name) => /^(x-)?on/i.test(name))).toEqual([]);
    await expect(canvasElement).toHaveTextContent('Type onclick=go in the box.');
    const links = [...canvasElement.querySelectorAll('a')];
    // The refused link's words stay, as text rather than a link that leads nowhere.
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.org/guide']);
    await expect(canvasElement).toHaveTextContent('bad');
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
});

/**
 * Styles cannot hide or cover the page, wherever they stand (a style sheet after text, an inline
 * style); form controls are taken out, their words kept, and a form whose field hides its own name
 * goes whole.
 */
export const StylesAndFormsRemoved = meta.story({
  args: {
    profile: 'rich',
    as: 'div',
    html: 'x<style>body,html{display:none!important}</style><p><span style="position:fixed;inset:0;background:red">cover</span></p><link rel="stylesheet" href="/evil.css"><form onsubmit="alert(1)"><input onfocus="alert(2)" name="nodeName">123</form><form><label>Name <input name="x"></label></form>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('style, link, form, input, [style]')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^xcoverName$/);
    await expect(getComputedStyle(document.body).display).not.toBe('none');
  },
});

const hostileAddresses = [
  '<a href="javascript:alert(1)">1</a>',
  '<a href=" JaVaScRiPt:alert(1)">2</a>',
  '<a href="&#106;avascript:alert(1)">3</a>',
  '<a href="data:text/html,<script>alert(1)</script>">4</a>',
  '<a href="vbscript:msgbox(1)">5</a>',
  '<a href="file:///etc/passwd">6</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="7">',
  '<img src="javascript:alert(1)" alt="8">',
  '<img src="/\\evil.example/a.png" alt="9">',
  '<img srcset="data:image/svg+xml,<svg/> 1x" alt="10">',
  '<video poster="javascript:alert(1)"></video>',
  '<a href="https://example.org/ok">ok</a> <a href="mailto:anna@example.org">mail</a> <a href="tel:+431234">tel</a> <a href="/de-AT/help">help</a>',
  '<img src="/images/notes/city.svg" alt="city"> <img src="data:image/png;base64,iVBORw0KGgo=" alt="png">',
].join('');

/** In rich HTML, links only to web, mail and phone addresses or the app's paths; images only where the app's image filter lets them. */
export const OnlySafeAddresses = meta.story({
  args: { profile: 'rich', as: 'div', html: hostileAddresses },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const addresses = [...canvasElement.querySelectorAll('[href], [src], [srcset], [poster]')].flatMap((element) =>
      ['href', 'src', 'srcset', 'poster'].filter((name) => element.hasAttribute(name)).map((name) => element.getAttribute(name)!),
    );
    await expect(addresses).toEqual([
      'https://example.org/ok',
      'mailto:anna@example.org',
      'tel:+431234',
      '/de-AT/help',
      '/images/notes/city.svg',
      'data:image/png;base64,iVBORw0KGgo=',
    ]);
    await expect(canvasElement.querySelectorAll('a:not([href])')).toHaveLength(0);
  },
});

/** Long text ends in an ellipsis after the given number of lines. */
export const ClampedToTwoLines = meta.story({
  args: {
    lines: 2,
    as: 'p',
    html: 'A very long description that goes on and on, '.repeat(12),
  },
  render: (args) => (
    <div style={{ inlineSize: 280 }}>
      <SafeHtml {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    const lineHeight = parseFloat(getComputedStyle(paragraph!).lineHeight);
    await expect(paragraph!.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(paragraph!.scrollHeight).toBeGreaterThan(paragraph!.clientHeight);
  },
});

/**
 * Every sink of server HTML uses one of three profiles: a line (inbox titles, activities), a
 * document (mail, guides, contacts' notes, course steps) or markdown (docs, the playground). More
 * than 500 hostile inputs go through each, and nothing may be left that runs, leaves for another
 * scheme, restyles the page or covers it; the safe addresses beside them still work.
 */
export const HostileCorpusInEveryProfile = meta.story({
  args: { html: '' },
  parameters: { visual: false },
  beforeEach: () => {
    delete window.hostileRan;
  },
  render: () => (
    <div>
      {(['inline', 'rich', 'markdown'] as const).map((profile) => (
        <section key={profile} data-profile={profile} aria-label={profile}>
          {hostileHtml.map((html, index) => (
            <div key={index} data-input={index}>
              {profile === 'markdown' ? <Markdown data={html} /> : <SafeHtml html={html} profile={profile} as="div" />}
            </div>
          ))}
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(hostileHtml.length).toBeGreaterThan(500);
    // Markdown's renderer is a chunk of its own; its placeholders go once it has arrived.
    await waitFor(() => expect(canvasElement.querySelector('[role="status"]')).toBeNull(), { timeout: 10_000 });
    const found = [...canvasElement.querySelectorAll('[data-input]')].flatMap((piece) =>
      dangersIn(piece).map(
        (danger) => `${piece.closest('[data-profile]')!.getAttribute('data-profile')} #${piece.getAttribute('data-input')}: ${danger}`,
      ),
    );
    await expect(found).toEqual([]);
    for (const profile of ['rich', 'markdown']) {
      const section = canvasElement.querySelector(`[data-profile="${profile}"]`)!;
      const links = [...section.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
      await expect(links, profile).toEqual(
        expect.arrayContaining(['https://example.org/leitfaden', 'mailto:anna.gruber@example.at', 'tel:+4312345678', '/de-AT/help/guides']),
      );
    }
    await expect(getComputedStyle(document.body).display).not.toBe('none');
    await expect(getComputedStyle(document.documentElement).visibility).not.toBe('hidden');
    await expect(window.hostileRan).toBeUndefined();
  },
});
