import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import * as checkboxStyles from '../Checkbox/Checkbox.css';
import { Icon } from '../Icon/Icon';
import { useComponentMessages } from '../messages';
import * as styles from './DataTable.css';
import { nextSort, sortRows, type SortDescriptor } from './sorting';
import { usePhoneScreen } from '@/lib/theme';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The value the column sorts by; a column without one cannot be sorted. */
  sortValue?: (row: T) => string | number | null | undefined;
  /** A CSS width such as '30%' or '120px'. */
  width?: string;
  /**
   * A column a phone does without (an id, a second date): below the phone breakpoint the table drops
   * it and fits the screen instead of scrolling sideways, so the columns that name a row are read whole.
   */
  hideOnPhone?: boolean;
  /** The column's width in a table fitted to a phone, where the other columns' widths no longer add up. */
  phoneWidth?: string;
}

export interface DataTableProps<T> {
  /** Names the table for assistive tech. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The scrolling height in pixels; the header stays in view. */
  height?: number;
  rowHeight?: number;
  selectionMode?: 'none' | 'multiple';
  selectedIds?: ReadonlySet<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  /** Controlled sort; without it the table keeps its own. */
  sort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor) => void;
  /** The rows arrive sorted (by the server): the table only reports sort changes. */
  manualSorting?: boolean;
  /** Enter on a focused row, or a click on it. */
  onRowAction?: (row: T) => void;
  emptyText?: ReactNode;
  /** Below this width (a CSS length) the table scrolls sideways instead of squeezing its columns; not on a phone where columns were dropped for it. */
  minWidth?: string;
}

/**
 * A table for long lists: only the rows in view are in the DOM, the header stays put, columns sort,
 * rows select. Keyboard: Tab reaches the table, arrows move between rows, Page Up/Down and Home/End
 * jump, Space selects, Enter opens.
 */
export function DataTable<T>({
  label,
  columns: allColumns,
  rows,
  getRowId,
  height = 480,
  rowHeight = 48,
  selectionMode = 'none',
  selectedIds,
  onSelectionChange,
  sort: controlledSort,
  onSortChange,
  manualSorting = false,
  onRowAction,
  emptyText,
  minWidth: fullMinWidth,
}: DataTableProps<T>) {
  const text = useComponentMessages();
  const phone = usePhoneScreen();
  const columns = useMemo(() => (phone ? allColumns.filter((column) => !column.hideOnPhone) : allColumns), [phone, allColumns]);
  // A phone's table without its optional columns fits the screen; its cells take two lines rather than cut a name.
  const fitted = columns.length < allColumns.length;
  const minWidth = fitted ? undefined : fullMinWidth;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [ownSort, setOwnSort] = useState<SortDescriptor | null>(null);
  const [ownSelection, setOwnSelection] = useState<Set<string>>(new Set());
  const [focusedIndex, setFocusedIndex] = useState(0);
  const focusAfterRender = useRef(false);

  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const selection = selectedIds ?? ownSelection;
  const selectable = selectionMode === 'multiple';

  const sortedRows = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === sort?.column);
    if (manualSorting || !sort || !column?.sortValue) return rows;
    return sortRows(rows, column.sortValue, sort.direction);
  }, [rows, columns, sort, manualSorting]);

  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    // Before the first layout, as in tests, render what the given height would show.
    initialRect: { width: 0, height },
  });
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows[virtualRows.length - 1]?.end ?? 0);

  // A row far away is rendered only after the scroll it asked for: keep trying until it exists.
  useEffect(() => {
    if (!focusAfterRender.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-index="${focusedIndex}"]`);
    if (!row) return;
    focusAfterRender.current = false;
    row.focus({ preventScroll: true });
  });

  const changeSelection = (ids: Set<string>) => {
    if (!selectedIds) setOwnSelection(ids);
    onSelectionChange?.(ids);
  };
  const toggle = (id: string) => {
    const next = new Set(selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    changeSelection(next);
  };
  const allSelected = sortedRows.length > 0 && sortedRows.every((row) => selection.has(getRowId(row)));
  const someSelected = !allSelected && sortedRows.some((row) => selection.has(getRowId(row)));

  const pressHeader = (column: string) => {
    const next = nextSort(sort, column);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const moveFocus = (index: number) => {
    const target = Math.max(0, Math.min(sortedRows.length - 1, index));
    focusAfterRender.current = true;
    setFocusedIndex(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
  };
  const pageSize = Math.max(1, Math.floor(height / rowHeight) - 1);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageSize,
      PageUp: index - pageSize,
      Home: 0,
      End: sortedRows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveFocus(moves[event.key] as number);
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      toggle(getRowId(row));
    } else if (event.key === 'Enter' && onRowAction) {
      event.preventDefault();
      onRowAction(row);
    }
  };

  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <div ref={scrollRef} className={styles.scroller} style={{ blockSize: `${height}px` }}>
      <table
        className={styles.table}
        {...(minWidth ? { style: { minInlineSize: minWidth } } : {})}
        {...(fitted ? { 'data-fitted': '' } : {})}
        role="grid"
        aria-label={label}
        aria-rowcount={sortedRows.length + 1}
        aria-colcount={columnCount}
        {...(selectable ? { 'aria-multiselectable': true } : {})}
      >
        <thead>
          <tr aria-rowindex={1}>
            {selectable ? (
              <th className={`${styles.headerCell} ${styles.selectCell}`}>
                <Checkbox
                  aria-label={text.selectAll}
                  value={allSelected}
                  isIndeterminate={someSelected}
                  onChange={(checked) => changeSelection(checked ? new Set(sortedRows.map(getRowId)) : new Set())}
                >
                  {null}
                </Checkbox>
              </th>
            ) : null}
            {columns.map((column) => {
              const direction = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  className={styles.headerCell}
                  style={
                    (fitted && column.phoneWidth) || column.width
                      ? { inlineSize: (fitted && column.phoneWidth) || column.width }
                      : undefined
                  }
                  {...(column.sortValue ? { 'aria-sort': direction ?? 'none' } : {})}
                >
                  {column.sortValue ? (
                    <button type="button" className={styles.sortButton} onClick={() => pressHeader(column.id)}>
                      {column.header}
                      {direction ? <Icon name={direction === 'ascending' ? 'arrow-up' : 'arrow-down'} size="sm" /> : null}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sortedRows.length === 0 ? (
            <tr>
              <td className={styles.empty} colSpan={columnCount}>
                {emptyText ?? text.noResults}
              </td>
            </tr>
          ) : null}
          {paddingTop > 0 ? <tr aria-hidden="true" style={{ blockSize: `${paddingTop}px` }} /> : null}
          {virtualRows.map((virtualRow) => {
            const row = sortedRows[virtualRow.index] as T;
            const id = getRowId(row);
            const isSelected = selection.has(id);
            return (
              <tr
                key={id}
                data-index={virtualRow.index}
                className={styles.row}
                aria-rowindex={virtualRow.index + 2}
                {...(selectable ? { 'aria-selected': isSelected } : {})}
                tabIndex={virtualRow.index === Math.min(focusedIndex, sortedRows.length - 1) ? 0 : -1}
                style={{ blockSize: `${rowHeight}px` }}
                onFocus={() => setFocusedIndex(virtualRow.index)}
                onKeyDown={(event) => onRowKeyDown(event, virtualRow.index, row)}
                onClick={() => onRowAction?.(row)}
              >
                {selectable ? (
                  <td className={styles.cell}>
                    <span
                      className={checkboxStyles.choice}
                      {...(isSelected ? { 'data-selected': true } : {})}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle(id);
                      }}
                    >
                      <span className={checkboxStyles.box} aria-hidden="true">
                        {isSelected ? <Icon name="check" size="sm" /> : null}
                      </span>
                    </span>
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.id} className={styles.cell}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 ? <tr aria-hidden="true" style={{ blockSize: `${paddingBottom}px` }} /> : null}
        </tbody>
      </table>
    </div>
  );
}

export type { SortDescriptor, SortDirection } from './sorting';
