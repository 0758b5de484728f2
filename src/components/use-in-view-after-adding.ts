import { useLayoutEffect, useRef } from 'react';

/**
 * For a form below the list it adds to: each new entry pushes the form down, and in a scrolling pane
 * (a drawer or a dialog on a phone) past its edge, where the next entry would be typed unseen. Call
 * `adding()` as the user adds an entry; once the list has grown (`count` changed), the form (`ref`)
 * is brought back into view, as little as needed.
 */
export function useInViewAfterAdding<T extends HTMLElement>(count: number) {
  const ref = useRef<T>(null);
  const justAdded = useRef(false);
  useLayoutEffect(() => {
    if (!justAdded.current) return;
    justAdded.current = false;
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);
  return {
    ref,
    adding: () => {
      justAdded.current = true;
    },
  };
}
