import type { ReactNode } from 'react';
import { FocusScope } from 'react-aria';
import * as styles from './VerticalNavigation.css';

/**
 * The navigation over the page, as a modal dialog: focus moves in and stays in, and returns to what
 * opened it (the menu button) when the dialog goes. A module of its own, so that the focus scope's
 * code loads only where the navigation can be over the page (phones, and layouts that put it there).
 */
export function NavigationDialog({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FocusScope contain restoreFocus autoFocus>
      <div role="dialog" aria-modal="true" aria-label={label} className={styles.dialog}>
        {children}
      </div>
    </FocusScope>
  );
}
