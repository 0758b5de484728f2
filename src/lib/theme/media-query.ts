import { useCallback, useSyncExternalStore } from 'react';
import { phoneScreenQuery, smallScreenQuery } from './breakpoints';

/** Whether a media query matches, following changes (window resize, rotation, zoom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** Below the md breakpoint: the navigation opens over the page there (spec point 2). */
export const useSmallScreen = () => useMediaQuery(smallScreenQuery);

/** Below the sm breakpoint: a phone. */
export const usePhoneScreen = () => useMediaQuery(phoneScreenQuery);
