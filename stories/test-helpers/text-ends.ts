import { expect } from 'storybook/test';

/**
 * Asserts that a line cut short by its ellipsis shows the text's beginning: the first letter lies
 * inside the element's box. A German title in the Arabic layout cut at the layout's end (the left)
 * loses its first words and fails here.
 */
export function expectBeginningShown(element: Element) {
  const box = element.getBoundingClientRect();
  expect(element.scrollWidth, 'the line is cut short').toBeGreaterThan(element.clientWidth);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) =>
    node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
  );
  const first = walker.nextNode() as Text | null;
  expect(first, 'the element has text').not.toBeNull();
  const offset = first!.data.search(/\S/);
  const range = document.createRange();
  range.setStart(first!, offset);
  range.setEnd(first!, offset + 1);
  const letter = range.getBoundingClientRect();
  const where = `"${first!.data.slice(offset, offset + 1)}" of "${first!.data.trim()}" at ${Math.round(letter.left)}–${Math.round(letter.right)} px, its line at ${Math.round(box.left)}–${Math.round(box.right)} px`;
  expect(letter.left, where).toBeGreaterThanOrEqual(box.left - 0.5);
  expect(letter.right, where).toBeLessThanOrEqual(box.right + 0.5);
}

/**
 * Asserts that a text field shows its value's beginning where that value's direction begins: at its
 * left edge for German, its right edge for Arabic, the caret's place at that edge is before the first
 * letter. A German value laid out in the Arabic layout's direction shows its end there and fails.
 * An editable element (a rich text editor) counts its text from its first text node.
 */
export function expectFieldShowsBeginning(field: HTMLInputElement | HTMLTextAreaElement | HTMLElement) {
  const isControl = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  const value = isControl ? field.value : (field.textContent ?? '');
  // Where the caret's place is counted from: the control itself, or the editable element's first text.
  const start = isControl ? field : document.createTreeWalker(field, NodeFilter.SHOW_TEXT).nextNode();
  const box = field.getBoundingClientRect();
  const style = getComputedStyle(field);
  const rightToLeft = /^\P{L}*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(value);
  // Just inside the padding, on the first line.
  const x = rightToLeft ? box.right - parseFloat(style.paddingRight) - 3 : box.left + parseFloat(style.paddingLeft) + 3;
  const y = box.top + Math.min(box.height / 2, parseFloat(style.paddingTop) + 10);
  const position = document.caretPositionFromPoint(x, y);
  expect(position?.offsetNode, 'the point lies in the text').toBe(start);
  expect(position?.offset, `the caret's place at the ${rightToLeft ? 'right' : 'left'} edge of "${value}"`).toBeLessThanOrEqual(1);
}
