import { expect, waitFor } from 'storybook/test';

/** The boxes that clip an element: the viewport and each ancestor that scrolls or hides its overflow. */
function clippingBoxes(element: Element) {
  const boxes: { name: string; top: number; bottom: number }[] = [{ name: 'the screen', top: 0, bottom: window.innerHeight }];
  for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
    if (getComputedStyle(ancestor).overflowY !== 'visible') {
      const { top, bottom } = ancestor.getBoundingClientRect();
      boxes.push({ name: `${ancestor.tagName.toLowerCase()}.${String(ancestor.className).split(' ')[0]}`, top, bottom });
    }
  }
  return boxes;
}

/**
 * Waits until the element is wholly in view, top to bottom: inside the screen and every scrolling
 * pane around it. A failure names the box it lies outside of.
 */
export async function expectInView(element: Element) {
  await waitFor(() => {
    const { top, bottom } = element.getBoundingClientRect();
    const outside = clippingBoxes(element).filter((box) => top < box.top - 0.5 || bottom > box.bottom + 0.5);
    expect(
      outside.map(({ name }) => name),
      `${Math.round(top)}–${Math.round(bottom)} px`,
    ).toEqual([]);
  });
}
