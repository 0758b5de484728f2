import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ScrollArea } from '../ScrollArea/ScrollArea';
import * as styles from './VirtualList.css';

export interface VirtualListProps<T> {
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Pixels per item; items may be taller, they are measured. */
  estimateSize?: number;
  height: string;
}

/** A long list of which only the visible items are in the DOM (contacts, mails, icons). */
export function VirtualList<T>({ label, items, getKey, renderItem, estimateSize = 56, height }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    initialRect: { width: 0, height: parseInt(height, 10) || 400 },
  });
  return (
    <ScrollArea ref={scrollRef} label={label} height={height}>
      <ul className={styles.inner} style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((virtualItem) => {
          const item = items[virtualItem.index] as T;
          return (
            <li
              key={getKey(item)}
              data-index={virtualItem.index}
              ref={virtualizer.measureElement}
              className={styles.item}
              aria-setsize={items.length}
              aria-posinset={virtualItem.index + 1}
              style={{ transform: `translateY(${virtualItem.start}px)` }}
            >
              {renderItem(item, virtualItem.index)}
            </li>
          );
        })}
      </ul>
    </ScrollArea>
  );
}

export interface VirtualGridProps<T> extends Omit<VirtualListProps<T>, 'estimateSize'> {
  /** The narrowest a cell may be; the grid fits as many columns as the width allows. */
  minColumnWidth: number;
  rowHeight: number;
  gap?: number;
}

/** A long grid (an icon gallery) that keeps only the visible rows in the DOM. */
export function VirtualGrid<T>({ label, items, getKey, renderItem, minColumnWidth, rowHeight, gap = 8, height }: VirtualGridProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)));
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight + gap,
    overscan: 3,
    initialRect: { width: 0, height: parseInt(height, 10) || 400 },
  });
  return (
    <ScrollArea ref={scrollRef} label={label} height={height}>
      <ul className={styles.inner} style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().flatMap((virtualRow) =>
          items.slice(virtualRow.index * columns, virtualRow.index * columns + columns).map((item, column) => {
            const index = virtualRow.index * columns + column;
            return (
              <li
                key={getKey(item)}
                className={styles.item}
                aria-setsize={items.length}
                aria-posinset={index + 1}
                style={{
                  inlineSize: `calc((100% - ${(columns - 1) * gap}px) / ${columns})`,
                  blockSize: `${rowHeight}px`,
                  // Inline offset, not translateX, so that the columns run right to left in Arabic.
                  insetInlineStart: `calc(${column} * ((100% - ${(columns - 1) * gap}px) / ${columns} + ${gap}px))`,
                  transform: `translateY(${virtualRow.start}px)`,
                }}
              >
                {renderItem(item, index)}
              </li>
            );
          }),
        )}
      </ul>
    </ScrollArea>
  );
}
