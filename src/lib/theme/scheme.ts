import { useSyncExternalStore } from 'react';
import type { ResolvedScheme, Scheme } from './tokens';

const darkQuery = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(darkQuery).matches;
}

export function resolveScheme(scheme: Scheme, prefersDark: boolean): ResolvedScheme {
  if (scheme === 'auto') return prefersDark ? 'dark' : 'light';
  return scheme;
}

/** The scheme to paint: `auto` follows the operating system and changes while the page is open. */
export function useResolvedScheme(scheme: Scheme): ResolvedScheme {
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  return resolveScheme(scheme, prefersDark);
}
