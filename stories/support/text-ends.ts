import { expect } from 'storybook/test';

/**
 * Asserts that a line cut short by its ellipsis shows the text's beginning: the first letter lies
 * inside the element's box. A German title in the Arabic layout cut at the layout's end (the left)
 * loses its first words and fails here.
 */
export function expectBeginningShown(element: Element) {
  const box = element.getBoundingClientRect();
  expect(element.scrollWidth, 'the line is cut short').toBeGreaterThan(element.clientWidth);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP));
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
