import { useEffect, useRef, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  ListLayout,
  useDragAndDrop,
  Virtualizer,
  type DragAndDropOptions,
  type DropItem,
  type Key,
  type TextDropItem,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { reorderKeys } from './reorder';
import * as styles from './SortableList.css';

export interface SortableListProps<T> {
  /** What the list is, for screen readers. */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** The item as plain text: typeahead, what a drag carries, what is announced. */
  getText: (item: T) => string;
  /**
   * The row's content beside the drag handle; it may hold buttons and checkboxes. The rows are drawn
   * again whenever this is a new function, so a long list keeps it the same between renders.
   */
  renderItem: (item: T) => ReactNode;
  /** The name of an item's drag handle ("Move “Call back”"). */
  handleLabel: (item: T) => string;
  /** Every key in its new order, after the user dropped rows somewhere else; `moved` are the rows dropped. */
  onReorder: (keys: string[], moved: string[]) => void;
  /** Where a row leads when chosen (a detail beside the list). */
  getHref?: (item: T) => string;
  /** The row shown as current (the open detail). */
  currentKey?: string | undefined;
  /** A guess at a row's height; rows are measured as they render. */
  rowHeight?: number;
  /** Rows that cannot be moved (while something is saving, say). */
  isDisabled?: boolean;
  className?: string;
  /** Shown when there are no rows. */
  renderEmpty?: () => ReactNode;
  /**
   * Lists that share a drag type take each other's rows (the columns of a board): `onMoveIn` hears
   * of rows dropped here from another list, before or after `target`, or into the empty list (null).
   */
  dragType?: string;
  onMoveIn?: (keys: string[], target: { key: string; position: 'before' | 'after' } | null) => void;
  /** Lays the rows out by their own height instead of one guessed for all (short lists of cards). */
  isVirtualized?: boolean;
}

/** What a dragged row carries, for lists that share its type. */
const keysOf = async (items: readonly DropItem[], dragType: string) =>
  Promise.all(
    items.filter((item): item is TextDropItem => item.kind === 'text' && item.types.has(dragType)).map((item) => item.getText(dragType)),
  );

/**
 * A long list whose rows can be reordered by dragging their handle with a mouse or a finger, or from
 * the keyboard (Enter on the handle, arrows, Enter to drop), with screen reader announcements. Only
 * the rows in view are in the document, so thousands stay smooth.
 */
export function SortableList<T>({
  label,
  items,
  getKey,
  getText,
  renderItem,
  handleLabel,
  onReorder,
  getHref,
  currentKey,
  rowHeight = 52,
  isDisabled = false,
  className,
  renderEmpty,
  dragType,
  onMoveIn,
  isVirtualized = true,
}: SortableListProps<T>) {
  const byKey = new Map(items.map((item) => [getKey(item), item]));
  const listRef = useRef<HTMLDivElement>(null);
  // react-aria puts the focus on a dropped row only if the row shows within a few frames of the drop;
  // a busy machine, or a move saved through an optimistic update, can take longer. Whoever moved it
  // (from the keyboard above all) must not be left with the focus nowhere.
  const focusOnArrival = useRef<string | null>(null);
  const lookingForRow = useRef(0);
  useEffect(() => {
    const key = focusOnArrival.current;
    if (key === null || !byKey.has(key)) return;
    focusOnArrival.current = null;
    // The grid draws its rows a moment after the items change: look for the row for a few frames.
    let frame = 0;
    lookingForRow.current = requestAnimationFrame(function look() {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
      const lost = !document.activeElement || document.activeElement === document.body;
      if (row && lost) row.focus();
      else if (!row && lost && (frame += 1) < 30) lookingForRow.current = requestAnimationFrame(look);
    });
  });
  useEffect(() => () => cancelAnimationFrame(lookingForRow.current), []);
  const focusWhenShown = (keys: readonly string[]) => {
    focusOnArrival.current = keys[0] ?? null;
  };
  const options: DragAndDropOptions = {
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': getText(byKey.get(String(key))!), ...(dragType ? { [dragType]: String(key) } : {}) })),
    ...(dragType && onMoveIn
      ? {
          acceptedDragTypes: [dragType],
          getDropOperation: () => 'move' as const,
          onInsert: async ({ items: dropped, target }) => {
            const keys = await keysOf(dropped, dragType);
            focusWhenShown(keys);
            onMoveIn(keys, { key: String(target.key), position: target.dropPosition === 'before' ? 'before' : 'after' });
          },
          onRootDrop: async ({ items: dropped }) => {
            const keys = await keysOf(dropped, dragType);
            focusWhenShown(keys);
            onMoveIn(keys, null);
          },
        }
      : {}),
    onReorder: ({ keys, target }) => {
      const moved = [...keys].map(String);
      focusWhenShown(moved);
      onReorder(
        reorderKeys(items.map(getKey), new Set(moved), String(target.key), target.dropPosition === 'before' ? 'before' : 'after'),
        moved,
      );
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
    renderDragPreview: (dragged) => (
      <div className={styles.preview}>
        <Icon name="bars-3" size="sm" />
        {dragged[0]?.['text/plain']}
        {dragged.length > 1 ? ` +${dragged.length - 1}` : null}
      </div>
    ),
  };
  const { dragAndDropHooks } = useDragAndDrop(options);
  const list = (
    <GridList
      ref={listRef}
      aria-label={label}
      items={items}
      dependencies={[currentKey, renderItem]}
      dragAndDropHooks={isDisabled ? undefined : dragAndDropHooks}
      className={`${styles.list}${className ? ` ${className}` : ''}`}
      {...(renderEmpty ? { renderEmptyState: () => <div className={styles.empty}>{renderEmpty()}</div> } : {})}
    >
      {(item: T) => {
        const key = getKey(item);
        return (
          <GridListItem
            id={key as Key}
            textValue={getText(item)}
            className={key === currentKey ? `${styles.row} ${styles.current}` : styles.row}
            {...(getHref ? { href: getHref(item) } : {})}
          >
            <AriaButton slot="drag" className={styles.handle} aria-label={handleLabel(item)}>
              <Icon name="bars-3" size="sm" />
            </AriaButton>
            <div className={styles.content}>{renderItem(item)}</div>
          </GridListItem>
        );
      }}
    </GridList>
  );
  return isVirtualized ? (
    // A row is measured again whenever its content changes size (a label or avatar arriving, a font
    // swapping in, a title wrapping anew): a size taken once would leave gaps or let rows overlap.
    <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: rowHeight, dropIndicatorThickness: 2 }} shouldObserveItemSize>
      {list}
    </Virtualizer>
  ) : (
    list
  );
}
