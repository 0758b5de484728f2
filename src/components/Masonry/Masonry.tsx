import { useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Masonry.css';

export interface MasonryProps<T> {
  /** What the list is, for screen readers. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The narrowest a column may be (a CSS length); as many columns as fit. */
  minColumnWidth?: string;
  /** The space between items (a CSS length). */
  gap?: string;
}

/** One item, spanning the grid's one-pixel rows its content needs, remeasured whenever that changes size. */
function MasonryItem({ children }: { children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setRows(Math.max(1, Math.ceil(element.getBoundingClientRect().height)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <li className={styles.item} style={rows === null ? undefined : { gridRowEnd: `span ${rows}` }}>
      <div ref={content} className={styles.content}>
        {children}
      </div>
    </li>
  );
}

/**
 * Cards of different heights packed in columns without gaps (notes, pins), read row by row: the
 * first items are at the top, from the start side, for the eye, the keyboard and screen readers alike.
 */
export function Masonry<T>({ label, items, getKey, renderItem, minColumnWidth, gap }: MasonryProps<T>) {
  return (
    <ul
      className={styles.grid}
      aria-label={label}
      style={assignInlineVars({
        ...(minColumnWidth ? { [styles.minColumnWidth]: minColumnWidth } : {}),
        ...(gap ? { [styles.gap]: gap } : {}),
      })}
    >
      {items.map((item) => (
        <MasonryItem key={getKey(item)}>{renderItem(item)}</MasonryItem>
      ))}
    </ul>
  );
}
