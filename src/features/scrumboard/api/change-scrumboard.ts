import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation, useTagChanges, type TagEdit } from '@/lib/query';
import {
  positionBetween,
  renumbered,
  type Board,
  type BoardLabel,
  type BoardList,
  type BoardWithContent,
  type Card,
  type CardChange,
} from '../schemas';
import { scrumboardKeys } from './get-scrumboard';
import { scrumboardEndpoints } from '../endpoints';

type Content = BoardWithContent | null;

/** `POST api/apps/scrumboard/board`: the new board comes first in the grid. */
export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: { title: string; description: string }) => http.call(scrumboardEndpoints.createBoard, { body: { board } }),
    onSuccess: (created) => {
      queryClient.setQueryData<Board[]>(scrumboardKeys.boards, (boards) => (boards ? [created, ...boards] : boards));
      void queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards });
    },
  });
}

/** `PATCH api/apps/scrumboard/board`: a renamed board shows at once, its old name back if refused. */
export function useRenameBoard(onRolledBack: () => void) {
  return useOptimisticMutation<Board[], { id: string; title: string }, Board | null>({
    queryKey: scrumboardKeys.boards,
    mutationFn: ({ id, title }) => http.call(scrumboardEndpoints.changeBoard, { body: { id, board: { title } } }),
    apply: (boards, { id, title }) => boards.map((board) => (board.id === id ? { ...board, title } : board)),
    settle: (boards, saved) => (saved ? boards.map((board) => (board.id === saved.id ? saved : board)) : boards),
    onRolledBack,
  });
}

/** `DELETE api/apps/scrumboard/board?id`: gone at once, back if refused. */
export function useDeleteBoard(onRolledBack: (board: Board) => void) {
  return useOptimisticMutation<Board[], Board, boolean>({
    queryKey: scrumboardKeys.boards,
    mutationFn: (board) => http.call(scrumboardEndpoints.deleteBoard, { query: { id: board.id } }),
    apply: (boards, gone) => boards.filter((board) => board.id !== gone.id),
    settle: (boards, _answer, gone) => boards.filter((board) => board.id !== gone.id),
    onRolledBack: (_error, board) => onRolledBack(board),
  });
}

/** Lists of a board: add (after the last), rename, delete with its cards, reorder; each shown at once. */
export function useListChanges(boardId: string, onRolledBack: () => void) {
  const queryKey = scrumboardKeys.board(boardId);
  type ListChange =
    | { kind: 'create'; title: string; id: string }
    | { kind: 'rename'; list: BoardList }
    | { kind: 'delete'; list: BoardList }
    | { kind: 'reorder'; ids: string[] };
  return useOptimisticMutation<Content, ListChange, BoardList | BoardList[] | boolean | null>({
    queryKey,
    mutationFn: (change) =>
      change.kind === 'create'
        ? http.call(scrumboardEndpoints.createList, { body: { boardId, list: { title: change.title } } })
        : change.kind === 'rename'
          ? http.call(scrumboardEndpoints.changeList, { body: { id: change.list.id, list: { title: change.list.title } } })
          : change.kind === 'reorder'
            ? http.call(scrumboardEndpoints.orderLists, { body: { boardId, lists: change.ids } })
            : http.call(scrumboardEndpoints.deleteList, { query: { id: change.list.id } }),
    apply: (board, change) => {
      if (!board) return board;
      if (change.kind === 'create')
        return {
          ...board,
          lists: [
            ...board.lists,
            { id: change.id, boardId, title: change.title, position: positionBetween(board.lists.at(-1)?.position, undefined)! },
          ],
        };
      if (change.kind === 'rename')
        return { ...board, lists: board.lists.map((list) => (list.id === change.list.id ? change.list : list)) };
      if (change.kind === 'reorder') {
        const byId = new Map(board.lists.map((list) => [list.id, list]));
        return { ...board, lists: renumbered(change.ids.map((id) => byId.get(id)).filter((list): list is BoardList => !!list)) };
      }
      return {
        ...board,
        lists: board.lists.filter((list) => list.id !== change.list.id),
        cards: board.cards.filter((card) => card.listId !== change.list.id),
      };
    },
    settle: (board, answer, change) => {
      if (!board) return board;
      if (change.kind === 'create' && typeof answer === 'object' && answer && !Array.isArray(answer))
        return { ...board, lists: board.lists.map((list) => (list.id === change.id ? answer : list)) };
      if (change.kind === 'reorder' && Array.isArray(answer)) return { ...board, lists: answer };
      return board;
    },
    onRolledBack: () => onRolledBack(),
  });
}

/** `PUT api/apps/scrumboard/board/card`: a new card at the end of its list, shown before the server answers. */
export function useCreateCard(boardId: string, onRolledBack: (title: string) => void) {
  return useOptimisticMutation<Content, { listId: string; title: string; id: string }, Card>({
    queryKey: scrumboardKeys.board(boardId),
    mutationFn: ({ listId, title }) => http.call(scrumboardEndpoints.createCard, { body: { listId, card: { title } } }),
    apply: (board, { listId, title, id }) => {
      if (!board) return board;
      const last = board.cards.filter((card) => card.listId === listId).at(-1);
      const card: Card = {
        id,
        boardId,
        listId,
        title,
        position: positionBetween(last?.position, undefined)!,
        description: '',
        labels: [],
        dueDate: null,
        members: [],
        checklist: [],
        comments: [],
        attachments: [],
      };
      return { ...board, cards: [...board.cards, card] };
    },
    settle: (board, saved, { id }) => (board ? { ...board, cards: board.cards.map((card) => (card.id === id ? saved : card)) } : board),
    onRolledBack: (_error, { title }) => onRolledBack(title),
  });
}

export interface CardMove {
  card: Card;
  listId: string;
  afterId: string | null;
  beforeId: string | null;
}

/** The board with `card` put into `listId` between two neighbours, as the server will put it. */
export function placeCard(board: BoardWithContent, { card, listId, afterId, beforeId }: CardMove): BoardWithContent {
  const others = board.cards.filter((entry) => entry.listId === listId && entry.id !== card.id).sort((a, b) => a.position - b.position);
  let target = others;
  let position = positionBetween(
    others.find((entry) => entry.id === afterId)?.position,
    others.find((entry) => entry.id === beforeId)?.position,
  );
  if (position === null) {
    target = renumbered(others);
    position = positionBetween(
      target.find((entry) => entry.id === afterId)?.position,
      target.find((entry) => entry.id === beforeId)?.position,
    )!;
  }
  const changed = new Map([...target.map((entry) => [entry.id, entry] as const), [card.id, { ...card, listId, position }]]);
  const cards = board.cards.map((entry) => changed.get(entry.id) ?? entry).sort((a, b) => a.position - b.position);
  return { ...board, cards };
}

/**
 * `PATCH api/apps/scrumboard/board/card/positions`: the card shows in its new place at once; a
 * refused move puts it back where the server has it, and `onRolledBack` says so.
 */
export function useMoveCard(boardId: string, onRolledBack: (move: CardMove) => void) {
  return useOptimisticMutation<Content, CardMove, Card[]>({
    queryKey: scrumboardKeys.board(boardId),
    mutationFn: ({ card, listId, afterId, beforeId }) =>
      http.call(scrumboardEndpoints.moveCard, { body: { id: card.id, listId, afterId, beforeId } }),
    apply: (board, move) => (board ? placeCard(board, move) : board),
    settle: (board, saved) => {
      if (!board) return board;
      const byId = new Map(saved.map((card) => [card.id, card]));
      return { ...board, cards: board.cards.map((card) => byId.get(card.id) ?? card).sort((a, b) => a.position - b.position) };
    },
    onRolledBack: (_error, move) => onRolledBack(move),
  });
}

/** `PATCH api/apps/scrumboard/board/card {id, card}`: the change shows at once, the server's card back if refused. */
export function useUpdateCard(boardId: string, onRolledBack: () => void) {
  return useOptimisticMutation<Content, { id: string; change: CardChange }, Card | null>({
    queryKey: scrumboardKeys.board(boardId),
    mutationFn: ({ id, change }) => http.call(scrumboardEndpoints.changeCard, { body: { id, card: change } }),
    apply: (board, { id, change }) =>
      board ? { ...board, cards: board.cards.map((card) => (card.id === id ? { ...card, ...change } : card)) } : board,
    settle: (board, saved) =>
      board && saved ? { ...board, cards: board.cards.map((card) => (card.id === saved.id ? saved : card)) } : board,
    onRolledBack: () => onRolledBack(),
  });
}

/** `DELETE api/apps/scrumboard/board/card?id`: gone at once, back if refused. */
export function useDeleteCard(boardId: string, onRolledBack: (card: Card) => void) {
  return useOptimisticMutation<Content, Card, boolean>({
    queryKey: scrumboardKeys.board(boardId),
    mutationFn: (card) => http.call(scrumboardEndpoints.deleteCard, { query: { id: card.id } }),
    apply: (board, gone) => (board ? { ...board, cards: board.cards.filter((card) => card.id !== gone.id) } : board),
    settle: (board, _answer, gone) => (board ? { ...board, cards: board.cards.filter((card) => card.id !== gone.id) } : board),
    onRolledBack: (_error, card) => onRolledBack(card),
  });
}

/** The board's labels: created with `PUT` (they belong to the board); a deleted one leaves every card, so the board is fetched again. */
export function useBoardLabelChanges(boardId: string, onRolledBack: (change: TagEdit<BoardLabel>) => void) {
  const queryClient = useQueryClient();
  return useTagChanges<BoardLabel, 'label'>({
    tagsKey: scrumboardKeys.labels(boardId),
    contracts: scrumboardEndpoints.label,
    field: 'label',
    create: (title) => http.call(scrumboardEndpoints.createLabel, { body: { boardId, label: { title } } }),
    onDeleted: () => void queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(boardId) }),
    onRolledBack,
  });
}

/** `POST api/apps/scrumboard/board/card/comment {id, message}`: the server signs and times the comment; the board shows it then. */
export function useAddComment(boardId: string) {
  const showSaved = useShowSavedCard(boardId);
  return useMutation({
    mutationFn: ({ cardId, message }: { cardId: string; message: string }) =>
      http.call(scrumboardEndpoints.addComment, { body: { id: cardId, message } }),
    onSuccess: showSaved,
  });
}

/** The card as the server answers an attachment change, put into the board. */
function useShowSavedCard(boardId: string) {
  const queryClient = useQueryClient();
  return (saved: Card | null) => {
    if (saved)
      queryClient.setQueryData<Content>(scrumboardKeys.board(boardId), (board) =>
        board ? { ...board, cards: board.cards.map((card) => (card.id === saved.id ? saved : card)) } : board,
      );
    void queryClient.invalidateQueries({ queryKey: scrumboardKeys.board(boardId) });
  };
}

/** `POST api/apps/scrumboard/board/card/attachment` with the file; the server tells its kind by its bytes. */
export function useAddAttachment(boardId: string) {
  const showSaved = useShowSavedCard(boardId);
  return useMutation({
    mutationFn: ({ cardId, file }: { cardId: string; file: File }) => {
      const form = new FormData();
      form.set('id', cardId);
      form.set('file', file);
      return http.call(scrumboardEndpoints.addAttachment, { body: form });
    },
    onSuccess: showSaved,
  });
}

/** `DELETE api/apps/scrumboard/board/card/attachment?cardId&id`. */
export function useRemoveAttachment(boardId: string) {
  const showSaved = useShowSavedCard(boardId);
  return useMutation({
    mutationFn: ({ cardId, attachmentId }: { cardId: string; attachmentId: string }) =>
      http.call(scrumboardEndpoints.removeAttachment, { query: { cardId, id: attachmentId } }),
    onSuccess: showSaved,
  });
}
