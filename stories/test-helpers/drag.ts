import { expect, waitFor, within } from 'storybook/test';

/**
 * Drags `source` with the pointer and lets it go over `target` at `offsetY` pixels from the target's
 * top: the platform's drag events, as a mouse makes them, which react-aria's drag and drop listens to.
 * `waitUntil` lets the caller wait for a state between the steps (the drag begun, a drop target shown)
 * instead of for a time.
 */
export async function dragWithPointer(
  source: Element,
  target: Element | (() => Element),
  offsetY: number,
  waitUntil: { dragging: () => Promise<unknown>; overTarget: () => Promise<unknown> },
) {
  const dataTransfer = new DataTransfer();
  // Outside a drag the browser itself started, Chromium keeps effectAllowed at 'none'; these drags move.
  Object.defineProperty(dataTransfer, 'effectAllowed', { get: () => 'move', set: () => undefined });
  const from = source.getBoundingClientRect();
  const fire = (element: Element, type: string, rect: DOMRect, y: number) =>
    element.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, composed: true, clientX: rect.x + rect.width / 2, clientY: y, dataTransfer }),
    );
  fire(source, 'dragstart', from, from.y + from.height / 2);
  await waitUntil.dragging();
  // A target may exist only once the drag has begun (a place shown while something is carried).
  const over = typeof target === 'function' ? target() : target;
  const to = over.getBoundingClientRect();
  fire(over, 'dragenter', to, to.y + offsetY);
  fire(over, 'dragover', to, to.y + offsetY);
  await waitUntil.overTarget();
  fire(over, 'drop', to, to.y + offsetY);
  fire(source, 'dragend', to, to.y + offsetY);
}

/**
 * Picks a row of a sortable list up as a keyboard user does: onto the row, right to its handle
 * (named `handleName`), Enter. Resolves once a drop target shows.
 */
export async function pickUpWithKeyboard(
  list: HTMLElement,
  rowName: string,
  handleName: string,
  userEvent: { keyboard: (keys: string) => Promise<void> },
) {
  within(list).getByRole('row', { name: rowName }).focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(within(list).getByRole('button', { name: handleName })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(list.querySelector('[data-drop-target]')).not.toBeNull());
}
