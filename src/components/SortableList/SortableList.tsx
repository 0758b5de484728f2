import type { ReactNode } from 'react';
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
  /** The row's content beside the drag handle; it may hold buttons and checkboxes. */
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
  Promise.all(items.filter((item): item is TextDropItem => item.kind === 'text' && item.types.has(dragType)).map((item) => item.getText(dragType)));

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
  const options: DragAndDropOptions = {
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': getText(byKey.get(String(key))!), ...(dragType ? { [dragType]: String(key) } : {}) })),
    ...(dragType && onMoveIn
      ? {
          acceptedDragTypes: [dragType],
          getDropOperation: () => 'move' as const,
          onInsert: async ({ items: dropped, target }) =>
            onMoveIn(await keysOf(dropped, dragType), { key: String(target.key), position: target.dropPosition === 'before' ? 'before' : 'after' }),
          onRootDrop: async ({ items: dropped }) => onMoveIn(await keysOf(dropped, dragType), null),
        }
      : {}),
    onReorder: ({ keys, target }) => {
      const moved = [...keys].map(String);
      onReorder(reorderKeys(items.map(getKey), new Set(moved), String(target.key), target.dropPosition === 'before' ? 'before' : 'after'), moved);
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
    <Virtualizer layout={ListLayout} layoutOptions={{ estimatedRowHeight: rowHeight, dropIndicatorThickness: 2 }}>
      {list}
    </Virtualizer>
  ) : (
    list
  );
}
