/** Search rules of spec points 5 and 9: at least 2 characters, 300 ms after the last keystroke. */
export const searchDebounceMs = 300;
export const searchMinLength = 2;

export interface DebouncedQuery {
  /** The text as typed. A short text clears the query at once; a longer one is passed on after the pause. */
  input(text: string): void;
  cancel(): void;
}

/**
 * Turns keystrokes into search queries: `onQuery(text)` once typing has paused for `delayMs`, and
 * `onQuery(null)` at once when the text is shorter than `minLength` (the results clear).
 */
export function createDebouncedQuery(
  onQuery: (query: string | null) => void,
  { delayMs = searchDebounceMs, minLength = searchMinLength } = {},
): DebouncedQuery {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    input(text) {
      cancel();
      const query = text.trim();
      if (query.length < minLength) {
        onQuery(null);
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        onQuery(query);
      }, delayMs);
    },
    cancel,
  };
}
