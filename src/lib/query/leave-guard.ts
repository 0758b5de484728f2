import { useIsMutating, type MutationFilters } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Marks a mutation whose change is on screen before the server has it (an optimistic update, a chat
 * message shown as sent). Leaving the page then would drop the change without a word, so while one
 * is under way the browser asks before the page goes.
 */
export const shownBeforeSaved = { shownBeforeSaved: true } as const;

const isShownBeforeSaved: NonNullable<MutationFilters['predicate']> = (mutation) => mutation.options.meta?.['shownBeforeSaved'] === true;

/** The browser's own "Leave site?" question, asked while `active`: something the user made would go with the page. */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/** Asks only while such a change is still being saved. */
function useLeaveGuardWhileSaving() {
  useLeaveGuard(useIsMutating({ predicate: isShownBeforeSaved }) > 0);
}

/** Mounted once around the screens (the app and the workbench alike). */
export function LeaveGuardWhileSaving() {
  useLeaveGuardWhileSaving();
  return null;
}
