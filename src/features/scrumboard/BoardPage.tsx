import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useButton, useDrag, useDrop } from 'react-aria';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  appHeader,
  appHeaderNotice,
  appHeaderTitle,
  appPage,
  Avatar,
  Banner,
  Button,
  Chip,
  dragHandle,
  Heading,
  Icon,
  IconButton,
  lazyComponent,
  Link,
  Menu,
  MenuButton,
  MenuItem,
  OpenWhenLoaded,
  RetryBanner,
  Skeleton,
  SortableList,
  TagManager,
  TextField,
  toasts,
  useConfirm,
} from '@/components';
import { isOverdue, useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { unfetched } from '@/lib/query';
import { useBoardLabelChanges, useCreateCard, useListChanges, useMoveCard, type CardMove } from './api/change-scrumboard';
import { useBoard, useBoardLabels, useScrumboardMembers } from './api/get-scrumboard';
import { scrumboardLimits, type BoardList, type BoardWithContent, type Card } from './schemas';
import * as styles from './Scrumboard.css';
import { TitleDialog } from './TitleDialog';

/** Cards carry this type while dragged, so that every list of the board takes them. */
const cardDragType = 'application/x-call-center-card';

function CardFace({
  card,
  labelTitles,
  memberNames,
}: {
  card: Card;
  labelTitles: ReadonlyMap<string, string>;
  memberNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('scrumboard');
  const format = useFormatters();
  const done = card.checklist.filter((item) => item.checked).length;
  const overdue = isOverdue(card.dueDate);
  return (
    <span className={styles.cardBody}>
      {card.labels.length ? (
        <span className={styles.chips}>
          {card.labels.map((id) => (labelTitles.has(id) ? <Chip key={id}>{labelTitles.get(id)}</Chip> : null))}
        </span>
      ) : null}
      <span className={styles.cardTitle}>{card.title}</span>
      {card.dueDate || card.checklist.length || card.comments.length || card.attachments.length || card.members.length ? (
        <span className={styles.facts}>
          {card.dueDate ? (
            <span className={overdue ? styles.overdue : styles.fact}>
              <Icon name="calendar-days" size="sm" />
              {format.date(card.dueDate, { dateStyle: 'medium', timeZone: 'UTC' })}
              {overdue ? ` · ${t('overdue')}` : null}
            </span>
          ) : null}
          {card.checklist.length ? (
            <span className={styles.fact}>
              <Icon name="check-circle" size="sm" label={t('checklist', { done, count: card.checklist.length })} />
              {format.number(done)}/{format.number(card.checklist.length)}
            </span>
          ) : null}
          {card.comments.length ? (
            <span className={styles.fact}>
              <Icon name="chat-bubble-left-right" size="sm" label={t('comments', { count: card.comments.length })} />
              {format.number(card.comments.length)}
            </span>
          ) : null}
          {card.attachments.length ? (
            <span className={styles.fact}>
              <Icon name="document" size="sm" label={t('attachments', { count: card.attachments.length })} />
              {format.number(card.attachments.length)}
            </span>
          ) : null}
          {card.members.map((id) => (memberNames.has(id) ? <Avatar key={id} name={memberNames.get(id)!} size="sm" /> : null))}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A title typed to add a card or a list: added trimmed on Enter, then cleared for the next. Each
 * field keeps its own state, so that typing draws the field alone and not every card of the board.
 */
function useNewTitle(onAdd: (title: string, giveBack: (title: string) => void) => void) {
  const [title, setTitle] = useState('');
  // A title the server did not take comes back into the field, unless a new one is being typed there.
  const giveBack = (refused: string) => setTitle((current) => (current.trim() ? current : refused));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim(), giveBack);
    setTitle('');
  };
  return { title, setTitle, onSubmit, isEmpty: !title.trim() };
}

/** A card title field that adds a card on Enter and stays open for the next one. */
function AddCard({ onAdd }: { onAdd: (title: string, giveBack: (title: string) => void) => void }) {
  const { t } = useTranslation('scrumboard');
  const { title, setTitle, onSubmit, isEmpty } = useNewTitle(onAdd);
  return (
    <form className={styles.addForm} onSubmit={onSubmit}>
      <div className={styles.grow}>
        <TextField label={t('cardTitle')} value={title} onChange={setTitle} maxLength={scrumboardLimits.title} placeholder={t('addCard')} />
      </div>
      <IconButton type="submit" icon="plus" variant="secondary" label={t('addCard')} isDisabled={isEmpty} />
    </form>
  );
}

function AddList({ onAdd }: { onAdd: (title: string) => void }) {
  const { t } = useTranslation('scrumboard');
  const { title, setTitle, onSubmit, isEmpty } = useNewTitle(onAdd);
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <TextField label={t('listTitle')} value={title} onChange={setTitle} maxLength={scrumboardLimits.title} />
      <Button type="submit" icon="plus" variant="secondary" isDisabled={isEmpty}>
        {t('addList')}
      </Button>
    </form>
  );
}

interface ColumnProps {
  board: BoardWithContent;
  list: BoardList;
  cards: Card[];
  labelTitles: ReadonlyMap<string, string>;
  memberNames: ReadonlyMap<string, string>;
  onMove: (move: CardMove) => void;
  /** Adds a card; a title the server refuses is given back to the field. */
  onAddCard: (title: string, giveBack: (title: string) => void) => void;
  onRename: () => void;
  onDelete: () => void;
  cardHref: (card: Card) => string;
  /** Another list of the board, dropped on this one: it takes this one's place. */
  onListDrop: (listId: string) => void;
  listDrag: ListDragState;
}

const listDragType = 'application/x-scrumboard-list';

/** Whether a list is being carried: the board's lists take drops only then. */
interface ListDragState {
  active: boolean;
  setActive: (active: boolean) => void;
}

/**
 * A list is moved by its handle: with the pointer or touch, or from the keyboard (Enter, then Tab to
 * the list whose place it takes, Enter), with react-aria's announcements.
 */
function useListDrag(list: BoardList, listDrag: ListDragState) {
  const handleRef = useRef<HTMLButtonElement>(null);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    getItems: () => [{ [listDragType]: list.id, 'text/plain': list.title }],
    getAllowedDropOperations: () => ['move'],
    hasDragButton: true,
    onDragStart: () => listDrag.setActive(true),
    onDragEnd: () => listDrag.setActive(false),
  });
  const { buttonProps } = useButton({ ...dragButtonProps, elementType: 'button' }, handleRef);
  return { handleRef, dragProps, handleProps: buttonProps, isDragging };
}

/**
 * Where a carried list can be let go: over the whole of another list. It exists only while a list is
 * carried, so that it never stands in the way of a card carried from the keyboard.
 */
function ListDropTarget({ list, onListDrop }: { list: BoardList; onListDrop: (listId: string) => void }) {
  const { t } = useTranslation('scrumboard');
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => (types.has(listDragType) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      for (const item of event.items) {
        if (item.kind !== 'text' || !item.types.has(listDragType)) continue;
        const dropped = await item.getText(listDragType);
        if (dropped !== list.id) onListDrop(dropped);
      }
    },
  });
  return (
    <div
      ref={ref}
      {...dropProps}
      role="button"
      tabIndex={-1}
      aria-label={t('listPlace', { title: list.title })}
      className={styles.listDropTarget}
      {...(isDropTarget ? { 'data-drop-target': true } : {})}
    />
  );
}

function Column({
  board,
  list,
  cards,
  labelTitles,
  memberNames,
  onMove,
  onAddCard,
  onRename,
  onDelete,
  cardHref,
  onListDrop,
  listDrag,
}: ColumnProps) {
  const { t } = useTranslation('scrumboard');
  const { handleRef, dragProps, handleProps, isDragging } = useListDrag(list, listDrag);
  const cardById = new Map(board.cards.map((card) => [card.id, card]));
  // Where a dropped card lands, told by its neighbours there: the server puts it between them.
  const moveTo = (keys: readonly string[], order: readonly string[]) => {
    for (const key of keys) {
      const card = cardById.get(key);
      if (!card) continue;
      const at = order.indexOf(key);
      onMove({ card, listId: list.id, afterId: order[at - 1] ?? null, beforeId: order[at + 1] ?? null });
    }
  };
  const ids = cards.map((card) => card.id);
  // The same function while the labels and members stay: the list draws again only the cards that changed.
  const renderCard = useCallback(
    (card: Card) => <CardFace card={card} labelTitles={labelTitles} memberNames={memberNames} />,
    [labelTitles, memberNames],
  );
  return (
    <section className={styles.column} aria-labelledby={`list-${list.id}`} {...(isDragging ? { 'data-dragging': true } : {})}>
      {listDrag.active && !isDragging ? <ListDropTarget list={list} onListDrop={onListDrop} /> : null}
      <div className={styles.columnHead} {...dragProps}>
        <button ref={handleRef} {...handleProps} className={dragHandle} aria-label={t('moveList', { title: list.title })}>
          <Icon name="bars-3" size="sm" />
        </button>
        <h2 className={styles.columnTitle} id={`list-${list.id}`}>
          {list.title}
        </h2>
        <MenuButton
          trigger={<IconButton icon="ellipsis-vertical" variant="ghost" size="sm" label={t('listActions', { title: list.title })} />}
        >
          <Menu aria-label={t('listActions', { title: list.title })} onAction={(key) => (key === 'rename' ? onRename() : onDelete())}>
            <MenuItem id="rename" icon="pencil-square">
              {t('rename')}
            </MenuItem>
            <MenuItem id="delete" icon="trash">
              {t('deleteList')}
            </MenuItem>
          </Menu>
        </MenuButton>
      </div>
      <div className={styles.cardsScroll}>
        <SortableList
          label={t('cardsOf', { title: list.title })}
          items={cards}
          getKey={(card) => card.id}
          getText={(card) => card.title}
          handleLabel={(card) => t('moveCard', { title: card.title })}
          renderItem={renderCard}
          onReorder={(order, moved) => moveTo(moved, order)}
          getHref={cardHref}
          dragType={cardDragType}
          onMoveIn={(keys, target) => {
            const rest = ids.filter((id) => !keys.includes(id));
            const at = target ? rest.indexOf(target.key) + (target.position === 'after' ? 1 : 0) : rest.length;
            moveTo(keys, [...rest.slice(0, at), ...keys, ...rest.slice(at)]);
          }}
          rowHeight={100}
          className={styles.cards}
          renderEmpty={() => <span className={styles.muted}>{t('emptyList')}</span>}
        />
      </div>
      <AddCard onAdd={onAddCard} />
    </section>
  );
}

/**
 * One board: its lists side by side, cards moved within and between them by pointer, touch or
 * keyboard (each move shown at once, taken back with a message if refused), lists and cards added
 * where they go, lists renamed and deleted.
 */
/**
 * A card's dialog (its date picker, files, checklist and comments) loads when a card is first opened;
 * the pointer or the keyboard reaching the lists starts it early.
 */
const CardDialog = lazyComponent(() => import('./CardDialog').then((module) => module.CardDialog));

export function BoardPage({ boardId }: { boardId: string }) {
  const { t } = useTranslation('scrumboard');
  const lang = useLocale();
  const confirm = useConfirm();
  const board = useBoard(boardId);
  const labels = useBoardLabels(boardId);
  const members = useScrumboardMembers();
  const missingLookups = unfetched([labels, members]);
  const [renaming, setRenaming] = useState<BoardList | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openCardId = params.get('card');
  const closeCard = () => void navigate(paths.scrumboard(lang, boardId));
  const [listDragActive, setListDragActive] = useState(false);
  const move = useMoveCard(boardId, ({ card }) =>
    toasts.show({ tone: 'critical', title: t('moveFailed', { title: card.title }) }, { timeout: 0 }),
  );
  const listChange = useListChanges(boardId, () => toasts.show({ tone: 'critical', title: t('listFailed') }, { timeout: 0 }));
  const labelChange = useBoardLabelChanges(boardId, (failed) =>
    toasts.show(
      {
        tone: 'critical',
        title: t(`labelsManager.failed.${failed.kind}`, { title: failed.kind === 'create' ? failed.title : failed.tag.title }),
      },
      { timeout: 0 },
    ),
  );
  const createCard = useCreateCard(boardId, (title) =>
    toasts.show({ tone: 'critical', title: t('cardFailed', { title }) }, { timeout: 0 }),
  );
  const labelTitles = useMemo(() => new Map((labels.data ?? []).map((label) => [label.id, label.title])), [labels.data]);
  const memberNames = useMemo(() => new Map((members.data ?? []).map((member) => [member.id, member.name])), [members.data]);
  const back = (
    <Link href={paths.scrumboard(lang)} icon="chevron-left">
      {t('backToBoards')}
    </Link>
  );

  if (board.isPending) {
    return (
      <main className={appPage}>
        <div className={styles.message} role="status" aria-label={t('title')}>
          <Skeleton height="240px" />
        </div>
      </main>
    );
  }
  if (board.isError || !board.data) {
    return (
      <main className={appPage}>
        <div className={styles.message}>
          {board.isError ? (
            <RetryBanner title={t('boardFailed')} onRetry={() => void board.refetch()} actions={back} />
          ) : (
            <Banner tone="warning" title={t('boardNotFound')} actions={back} />
          )}
        </div>
      </main>
    );
  }

  const content = board.data;
  const openCard = openCardId ? content.cards.find((card) => card.id === openCardId) : undefined;
  const deleteList = async (list: BoardList) => {
    const answer = await confirm({
      title: t('deleteListTitle', { title: list.title }),
      message: t('deleteListMessage'),
      confirmLabel: t('delete'),
      tone: 'danger',
    });
    if (answer === 'confirmed') listChange.mutate({ kind: 'delete', list });
  };
  return (
    <main className={appPage} aria-labelledby="board-title">
      <header className={appHeader}>
        <div className={appHeaderTitle}>
          {back}
          <Heading level={1} size={2} id="board-title">
            {content.title}
          </Heading>
        </div>
        <TagManager
          tags={labels.data ?? []}
          onChange={(labelEdit) => labelChange.mutate(labelEdit)}
          maxLength={scrumboardLimits.labelTitle}
          deleteMessage={t('labelsManager.deleteMessage')}
          words={{
            tags: t('labelsManager.button'),
            manageTags: t('labelsManager.title'),
            newTag: t('labelsManager.newLabel'),
            tagTitleOf: t('labelsManager.labelOf', { title: '{title}' }),
            noTags: t('labelsManager.none'),
          }}
        />
        {missingLookups ? (
          <div className={appHeaderNotice}>
            <RetryBanner title={t('lookupsFailed')} onRetry={missingLookups.retry} />
          </div>
        ) : null}
      </header>
      <div className={styles.lists} role="group" aria-label={t('lists', { title: content.title })} {...CardDialog.preloadWhenReached}>
        {content.lists.map((list) => (
          <Column
            key={list.id}
            board={content}
            list={list}
            cards={content.cards.filter((card) => card.listId === list.id)}
            labelTitles={labelTitles}
            memberNames={memberNames}
            onMove={(cardMove) => move.mutate(cardMove)}
            onAddCard={(title, giveBack) =>
              createCard.mutate({ listId: list.id, title, id: `pending:${crypto.randomUUID()}` }, { onError: () => giveBack(title) })
            }
            onRename={() => setRenaming(list)}
            onDelete={() => void deleteList(list)}
            cardHref={(card) => `${paths.scrumboard(lang, boardId)}?card=${encodeURIComponent(card.id)}`}
            listDrag={{ active: listDragActive, setActive: setListDragActive }}
            onListDrop={(droppedId) => {
              const ids = content.lists.map((entry) => entry.id);
              const from = ids.indexOf(droppedId);
              const to = ids.indexOf(list.id);
              if (from < 0 || to < 0) return;
              ids.splice(from, 1);
              ids.splice(to, 0, droppedId);
              listChange.mutate({ kind: 'reorder', ids });
            }}
          />
        ))}
        <div className={styles.addColumn}>
          <AddList onAdd={(title) => listChange.mutate({ kind: 'create', title, id: `pending:${crypto.randomUUID()}` })} />
        </div>
      </div>
      {openCard ? (
        <OpenWhenLoaded part={CardDialog} onLoadFailed={closeCard}>
          <CardDialog key={openCard.id} board={content} card={openCard} onClose={closeCard} />
        </OpenWhenLoaded>
      ) : null}
      {renaming ? (
        <TitleDialog
          heading={t('renameList', { title: renaming.title })}
          label={t('listTitle')}
          initial={renaming.title}
          onSave={(title) => listChange.mutate({ kind: 'rename', list: { ...renaming, title } })}
          onClose={() => setRenaming(null)}
        />
      ) : null}
    </main>
  );
}
