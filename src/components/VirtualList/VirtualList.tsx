import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
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

/**
 * Reads the size of the rows on screen after every commit. The virtualizer files a row's size under
 * the key that the row's `data-index` has in the rows it was last rendered with. While React holds a
 * render back (a deferred value, a lazy part), those are the new rows but the DOM still shows the
 * old ones, so a resize reported meanwhile files a heading's size under an item's key and the other
 * way round; nothing resizes after that, so the wrong sizes would stay. Sizes that are right cost a
 * read each; `measureElement` cannot do this, as it answers from its cache for a key it knows.
 */
function useRowSizesAfterCommit(virtualizer: Virtualizer<HTMLDivElement, Element>, list: RefObject<HTMLUListElement | null>) {
  useLayoutEffect(() => {
    // As the virtualizer does itself: no sizes while scrolling, so that the rows do not jump under the
    // pointer; scrolling's end renders again.
    if (virtualizer.isScrolling) return;
    for (const row of list.current?.querySelectorAll<HTMLElement>(':scope > li[data-index]') ?? []) {
      virtualizer.resizeItem(Number(row.dataset.index), Math.round(row.getBoundingClientRect().height));
    }
  });
}

/** A long list of which only the visible items are in the DOM (contacts, mails, icons). */
export function VirtualList<T>({ label, items, getKey, renderItem, estimateSize = 56, height }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    initialRect: { width: 0, height: parseInt(height, 10) || 400 },
  });
  useRowSizesAfterCommit(virtualizer, listRef);
  return (
    <ScrollArea ref={scrollRef} label={label} height={height}>
      <ul ref={listRef} className={styles.inner} style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
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

export interface VirtualGroup<T> {
  key: string;
  /** The group's heading (a first letter, a date). */
  label: string;
  items: readonly T[];
}

export interface GroupedVirtualListProps<T> extends Omit<VirtualListProps<T>, 'items'> {
  groups: readonly VirtualGroup<T>[];
  /** The level of the group headings in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Pixels per group heading. */
  headerSize?: number;
}

type Row<T> = { kind: 'header'; group: VirtualGroup<T> } | { kind: 'item'; item: T; position: number };

/**
 * A long list in groups (contacts under their first letter) of which only the visible rows are in
 * the DOM. The heading of the group in view sticks to the top while its items scroll under it.
 * Items carry their position among all items for screen readers; headings are headings, so that
 * a screen reader can jump from letter to letter.
 */
export function GroupedVirtualList<T>({
  label,
  groups,
  getKey,
  renderItem,
  estimateSize = 56,
  headerSize = 32,
  headingLevel = 3,
  height,
}: GroupedVirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { rows, headerIndexes, itemCount } = useMemo(() => {
    const flat: Row<T>[] = [];
    const headers: number[] = [];
    let position = 0;
    for (const group of groups) {
      headers.push(flat.length);
      flat.push({ kind: 'header', group });
      for (const item of group.items) flat.push({ kind: 'item', item, position: ++position });
    }
    return { rows: flat, headerIndexes: headers, itemCount: position };
  }, [groups]);

  // The heading of the group at the top of the view is always rendered, whatever the range.
  const stickyIndex = useRef(0);
  const rangeExtractor = useCallback(
    (range: Range) => {
      stickyIndex.current = [...headerIndexes].reverse().find((index) => range.startIndex >= index) ?? 0;
      return [...new Set([stickyIndex.current, ...defaultRangeExtractor(range)])].sort((a, b) => a - b);
    },
    [headerIndexes],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'header' ? headerSize : estimateSize),
    getItemKey: (index) => {
      const row = rows[index] as Row<T>;
      return row.kind === 'header' ? `group:${row.group.key}` : getKey(row.item);
    },
    rangeExtractor,
    overscan: 8,
    initialRect: { width: 0, height: parseInt(height, 10) || 400 },
  });
  useRowSizesAfterCommit(virtualizer, listRef);
  const Heading = `h${headingLevel}` as const;

  return (
    <ScrollArea ref={scrollRef} label={label} height={height}>
      <ul ref={listRef} className={styles.inner} style={{ blockSize: `${virtualizer.getTotalSize()}px` }}>
        {virtualizer.getVirtualItems().map((virtualRow) => {
          const row = rows[virtualRow.index] as Row<T>;
          if (row.kind === 'header') {
            const sticky = virtualRow.index === stickyIndex.current;
            return (
              <li
                key={virtualRow.key}
                data-index={virtualRow.index}
                ref={virtualizer.measureElement}
                className={sticky ? styles.stickyHeader : `${styles.item} ${styles.header}`}
                style={sticky ? {} : { transform: `translateY(${virtualRow.start}px)` }}
              >
                <Heading className={styles.headerText}>{row.group.label}</Heading>
              </li>
            );
          }
          return (
            <li
              key={virtualRow.key}
              data-index={virtualRow.index}
              ref={virtualizer.measureElement}
              className={styles.item}
              aria-setsize={itemCount}
              aria-posinset={row.position}
              style={{ transform: `translateY(${virtualRow.start}px)` }}
            >
              {renderItem(row.item, row.position - 1)}
            </li>
          );
        })}
      </ul>
    </ScrollArea>
  );
}
