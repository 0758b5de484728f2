import { contract, tagContracts, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { Board, BoardChange, BoardLabel, BoardList, BoardWithContent, Card, CardChange, ScrumboardMember } from './schemas';

const board = 'api/apps/scrumboard/board';
const list = 'api/apps/scrumboard/board/list';
const card = 'api/apps/scrumboard/board/card';
const attachment = 'api/apps/scrumboard/board/card/attachment';
const label = 'api/apps/scrumboard/board/label';
const labelChanges = tagContracts<BoardLabel, 'label'>(label);

/**
 * The endpoints of the scrumboard, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const scrumboardEndpoints = {
  boards: contract.get<{ answer: Board[] }>('api/apps/scrumboard/boards'),
  members: contract.get<{ answer: ScrumboardMember[] }>('api/apps/scrumboard/members'),
  /** A board with its lists and cards, each sorted by position. */
  board: contract.get<{ query: IdQuery; answer: BoardWithContent | null }>(board),
  createBoard: contract.post<{ body: { board: { title: string; description?: string; icon?: string } }; answer: Board }>(board),
  changeBoard: contract.patch<{ body: IdAndChange<'board', BoardChange>; answer: Board | null }>(board),
  deleteBoard: contract.delete<{ query: IdQuery; answer: boolean }>(board),
  createList: contract.post<{ body: { boardId: string; list: { title: string } }; answer: BoardList }>(list),
  changeList: contract.patch<{ body: IdAndChange<'list', { title: string }>; answer: BoardList | null }>(list),
  deleteList: contract.delete<{ query: IdQuery; answer: boolean }>(list),
  /** The board's lists in the order given; answers them. */
  orderLists: contract.patch<{ body: { boardId: string; lists: string[] }; answer: BoardList[] }>('api/apps/scrumboard/board/lists'),
  createCard: contract.put<{ body: { listId: string; card: { title: string } }; answer: Card }>(card),
  changeCard: contract.patch<{ body: IdAndChange<'card', CardChange>; answer: Card | null }>(card),
  deleteCard: contract.delete<{ query: IdQuery; answer: boolean }>(card),
  /** A list's cards in the order given; answers them. */
  orderCards: contract.patch<{ body: { listId: string; cards: string[] }; answer: Card[] }>('api/apps/scrumboard/board/cards'),
  /** A card put between two others (either may be null: the list's start or end); answers the cards that moved. */
  moveCard: contract.patch<{ body: { id: string; listId: string; afterId: string | null; beforeId: string | null }; answer: Card[] }>(
    'api/apps/scrumboard/board/card/positions',
  ),
  /** The server signs and times the comment; answers the card. */
  addComment: contract.post<{ body: IdAndChange<'message', string>; answer: Card | null }>('api/apps/scrumboard/board/card/comment'),
  /** Form data `{id, file}`: the card's id and the file; answers the card. */
  addAttachment: contract.post<{ body: FormData; answer: Card | null }>(attachment),
  removeAttachment: contract.delete<{ query: { cardId: string; id: string }; answer: Card | null }>(attachment),
  labels: contract.get<{ query: { boardId: string }; answer: BoardLabel[] }>('api/apps/scrumboard/board/labels'),
  /** A label belongs to its board: it is made with `PUT`. */
  createLabel: contract.put<{ body: { boardId: string; label: { title: string } }; answer: BoardLabel }>(label),
  label: { rename: labelChanges.rename, remove: labelChanges.remove },
};
