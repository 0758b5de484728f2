/** Hands `file` to the page's file input as a user's choice would (the picker itself is the browser's). */
export async function chooseFile(file: File, within: ParentNode = document) {
  const input = within.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input on the page.');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A real one-pixel PNG: its bytes are what a server that checks them takes as a picture. */
export const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFBAJ/wlhwZQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
