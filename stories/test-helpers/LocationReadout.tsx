import { useLocation } from 'react-router';

/** Shows the in-app address in the story, so a play function can see where a link led; a long one wraps on a phone. */
export function LocationReadout() {
  const location = useLocation();
  return (
    <output
      aria-label="Current address"
      dir="ltr"
      style={{ display: 'block', marginBlockStart: 16, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
    >
      {`${location.pathname}${location.search}`}
    </output>
  );
}
