import { forwardRef, type ReactNode } from 'react';
import * as styles from './ScrollArea.css';

/** Android and iOS scroll with their own overlay scrollbars, which a custom one would only get in the way of. */
export function isMobilePlatform(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return (
    /Android|iPhone|iPad|iPod/i.test(userAgent) ||
    (/Macintosh/.test(userAgent) && typeof document !== 'undefined' && 'ontouchend' in document)
  );
}

export interface ScrollAreaProps {
  children: ReactNode;
  /** Names the region; a scrollable region must be reachable and named for keyboard users. */
  label: string;
  maxHeight?: string;
  height?: string;
  className?: string;
  /**
   * A tab stop of its own so that the keyboard can scroll it. Leave it off when the content has
   * focusable items (a menu, a navigation): focusing them scrolls the area already.
   */
  focusable?: boolean;
}

/** A scrolling panel with a thin themed scrollbar on desktop and the native one on phones and tablets. */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaProps>(function ScrollArea(
  { children, label, maxHeight, height, className, focusable = true },
  ref,
) {
  const classes = [styles.scrollArea, isMobilePlatform() ? '' : styles.customScrollbar, className].filter(Boolean).join(' ');
  return (
    <div
      ref={ref}
      className={classes}
      role="region"
      aria-label={label}
      {...(focusable ? { tabIndex: 0 } : {})}
      style={{ ...(maxHeight ? { maxBlockSize: maxHeight } : {}), ...(height ? { blockSize: height } : {}) }}
    >
      {children}
    </div>
  );
});
