import { z } from '@/lib/validation';
import {
  attachmentRules,
  boardChangeSchema,
  boardLabelSchema,
  boardListSchema,
  boardSchema,
  cardChangeSchema,
  cardCommentSchema,
  cardSchema,
  positionBetween,
  renumbered,
  scrumboardMemberSchema,
  type Board,
  type BoardWithContent,
  type Card,
} from '@/features/scrumboard/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import { attachmentTypeOf, checkNameMatches, uploadedFile } from '../file-types';
import prebuiltScrumboard from 'virtual:sample-data/scrumboard';
import type { ScrumboardSample } from '../data/scrumboard';
import { scrumboardEndpoints } from '@/features/scrumboard/endpoints';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

const seed =
  <K extends keyof ScrumboardSample>(key: K) =>
  () =>
    structuredClone(prebuiltScrumboard[key]);

export const boardsTable = defineCollection('scrumboard-boards', { schema: boardSchema, version: 1, seed: seed('boards') });
export const boardListsTable = defineCollection('scrumboard-lists', { schema: boardListSchema, version: 1, seed: seed('lists') });
export const cardsTable = defineCollection('scrumboard-cards', { schema: cardSchema, version: 1, seed: seed('cards') });
export const boardLabelsTable = defineCollection('scrumboard-labels', { schema: boardLabelSchema, version: 1, seed: seed('labels') });
export const scrumboardMembersTable = defineCollection('scrumboard-members', {
  schema: scrumboardMemberSchema,
  version: 1,
  seed: seed('members'),
});

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
const listsOf = (boardId: string) =>
  boardListsTable
    .all()
    .filter((list) => list.boardId === boardId)
    .sort(byPosition);
const cardsOf = (listId: string) =>
  cardsTable
    .all()
    .filter((card) => card.listId === listId)
    .sort(byPosition);

/** Every change to a board's content is its latest activity. */
const touch = (boardId: string) => boardsTable.patch(boardId, { lastActivity: new Date().toISOString() });

function knownBoard(boardId: string): Board {
  const board = boardsTable.find(boardId);
  if (!board) refuse('boardId', 'No board has this id.');
  return board;
}

function checkCardReferences(boardId: string, change: { labels?: string[] | undefined; members?: string[] | undefined }) {
  const labels = new Set(
    boardLabelsTable
      .all()
      .filter((label) => label.boardId === boardId)
      .map((label) => label.id),
  );
  if (change.labels?.some((label) => !labels.has(label))) refuse('card.labels', 'No label of this board has this id.');
  const members = new Set(scrumboardMembersTable.all().map((member) => member.id));
  if (change.members?.some((member) => !members.has(member))) refuse('card.members', 'No member has this id.');
}

/** The board's lists or one list's cards in the order of `ids` (each listed once), renumbered a step apart. */
function reorder<T extends { id: string; position: number }>(entries: readonly T[], ids: readonly string[], field: string): T[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  if (new Set(ids).size !== ids.length || ids.length !== entries.length || ids.some((entryId) => !byId.has(entryId)))
    refuse(field, 'List every entry exactly once.');
  return renumbered(ids.map((entryId) => byId.get(entryId)!));
}

/**
 * Moves a card into `listId` between `afterId` and `beforeId` (its neighbours there, either may be
 * null): the midpoint of their positions; when there is no room, the list is renumbered first.
 */
function moveCard(card: Card, listId: string, afterId: string | null, beforeId: string | null): Card[] {
  const others = cardsOf(listId).filter((entry) => entry.id !== card.id);
  const findIn = (entryId: string | null) => {
    if (entryId === null) return undefined;
    const found = others.find((entry) => entry.id === entryId);
    if (!found) refuse('card', 'A neighbour is not in that list.');
    return found;
  };
  const after = findIn(afterId);
  const before = findIn(beforeId);
  if (after && before && others.indexOf(before) !== others.indexOf(after) + 1) refuse('card', 'The neighbours are not next to each other.');
  let position = positionBetween(after?.position, before?.position);
  if (position === null) {
    const spaced = renumbered(others);
    for (const entry of spaced) cardsTable.patch(entry.id, { position: entry.position });
    position = positionBetween(
      spaced.find((entry) => entry.id === afterId)?.position,
      spaced.find((entry) => entry.id === beforeId)?.position,
    )!;
  }
  cardsTable.patch(card.id, { listId, position });
  touch(card.boardId);
  return [...new Set([card.listId, listId])].flatMap(cardsOf);
}

const listTitle = boardListSchema.shape.title;
const labelTitle = boardLabelSchema.shape.title;

/** The scrumboard (template-apps.md point 7, Scrumboard); shapes are written down in the rules. */
export const scrumboardArea = defineArea('Scrumboard', [
  pageEndpoint(
    scrumboardEndpoints.boards,
    { rule: 'Every board {id, title, description, icon, lastActivity, members (ids)}, latest activity first.' },
    () => [...boardsTable.all()].sort((a, b) => b.lastActivity.localeCompare(a.lastActivity)),
  ),
  pageEndpoint(scrumboardEndpoints.members, { rule: 'The 20 people boards and cards can have as members {id, name, avatar}.' }, () =>
    scrumboardMembersTable.all(),
  ),
  pageEndpoint(
    scrumboardEndpoints.board,
    {
      rule: 'Query id: the board with its lists {id, boardId, position, title} and cards, each by position; null for an unknown id.',
      query: idQuery,
    },
    ({ query }): BoardWithContent | null => {
      const board = boardsTable.find(query.id);
      if (!board) return null;
      const lists = listsOf(board.id);
      return { ...board, lists, cards: lists.flatMap((list) => cardsOf(list.id)) };
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.createBoard,
    {
      rule: 'Body {board: {title, description?, icon?}}: a new board, first in the list, with the first member as its member.',
      body: z.object({
        board: z.object({
          title: boardSchema.shape.title,
          description: z._default(z.string().check(z.maxLength(5000)), ''),
          icon: z._default(z.string().check(z.minLength(1)), 'view-columns'),
        }),
      }),
    },
    ({ body }) =>
      boardsTable.insert({
        id: crypto.randomUUID(),
        ...body.board,
        lastActivity: new Date().toISOString(),
        members: scrumboardMembersTable
          .all()
          .slice(0, 1)
          .map((member) => member.id),
      }),
  ),
  pageEndpoint(
    scrumboardEndpoints.changeBoard,
    {
      rule: 'Body {id, board}: title, description, icon or members merged; the board, null for an unknown id.',
      body: idAndChange('board', boardChangeSchema),
    },
    ({ body }) => boardsTable.patch(body.id, { ...body.board, lastActivity: new Date().toISOString() }),
  ),
  pageEndpoint(
    scrumboardEndpoints.deleteBoard,
    { rule: 'Query id: removes the board with its lists, cards and labels; true.', query: idQuery },
    ({ query }) => {
      boardsTable.remove(query.id);
      for (const table of [boardListsTable, cardsTable, boardLabelsTable])
        table.replaceAll(table.all().filter((entry) => entry.boardId !== query.id));
      return true;
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.createList,
    {
      rule: 'Body {boardId, list: {title}}: a new list one step (65536) after the last.',
      body: z.object({ boardId: z.string().check(z.minLength(1)), list: z.object({ title: listTitle }) }),
    },
    ({ body }) => {
      knownBoard(body.boardId);
      const created = boardListsTable.insert(
        {
          id: crypto.randomUUID(),
          boardId: body.boardId,
          title: body.list.title,
          position: positionBetween(listsOf(body.boardId).at(-1)?.position, undefined)!,
        },
        { at: 'end' },
      );
      touch(body.boardId);
      return created;
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.changeList,
    {
      rule: 'Body {id, list: {title}}: the renamed list, null for an unknown id.',
      body: idAndChange('list', z.strictObject({ title: listTitle })),
    },
    ({ body }) => boardListsTable.patch(body.id, body.list),
  ),
  pageEndpoint(scrumboardEndpoints.deleteList, { rule: 'Query id: removes the list and its cards; true.', query: idQuery }, ({ query }) => {
    const list = boardListsTable.remove(query.id);
    cardsTable.replaceAll(cardsTable.all().filter((card) => card.listId !== query.id));
    if (list) touch(list.boardId);
    return true;
  }),
  pageEndpoint(
    scrumboardEndpoints.orderLists,
    {
      rule: "Body {boardId, lists: [ids]}: every list of the board in its new order, positions renumbered 65536 apart; the board's lists.",
      body: z.object({ boardId: z.string().check(z.minLength(1)), lists: z.array(z.string().check(z.minLength(1))) }),
    },
    ({ body }) => {
      knownBoard(body.boardId);
      for (const list of reorder(listsOf(body.boardId), body.lists, 'lists')) boardListsTable.patch(list.id, { position: list.position });
      touch(body.boardId);
      return listsOf(body.boardId);
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.createCard,
    {
      rule: 'Body {listId, card: {title}}: a new card one step after the last of the list (nothing else set).',
      body: z.object({ listId: z.string().check(z.minLength(1)), card: z.object({ title: cardSchema.shape.title }) }),
    },
    ({ body }) => {
      const list = boardListsTable.find(body.listId);
      if (!list) refuse('listId', 'No list has this id.');
      const card = cardsTable.insert(
        {
          id: crypto.randomUUID(),
          boardId: list.boardId,
          listId: list.id,
          position: positionBetween(cardsOf(list.id).at(-1)?.position, undefined)!,
          title: body.card.title,
          description: '',
          labels: [],
          dueDate: null,
          members: [],
          checklist: [],
          comments: [],
          attachments: [],
        },
        { at: 'end' },
      );
      touch(list.boardId);
      return card;
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.changeCard,
    {
      rule: "Body {id, card}: the fields merged (not its list or position; the board's labels and known members only); the card, null for an unknown id.",
      body: idAndChange('card', cardChangeSchema),
    },
    ({ body }) => {
      const card = cardsTable.find(body.id);
      if (!card) return null;
      checkCardReferences(card.boardId, body.card);
      touch(card.boardId);
      return cardsTable.patch(body.id, body.card);
    },
  ),
  pageEndpoint(scrumboardEndpoints.deleteCard, { rule: 'Query id: removes the card; true.', query: idQuery }, ({ query }) => {
    const card = cardsTable.remove(query.id);
    if (card) touch(card.boardId);
    return true;
  }),
  pageEndpoint(
    scrumboardEndpoints.orderCards,
    {
      rule: "Body {listId, cards: [ids]}: every card of the list in its new order, positions renumbered 65536 apart; the list's cards.",
      body: z.object({ listId: z.string().check(z.minLength(1)), cards: z.array(z.string().check(z.minLength(1))) }),
    },
    ({ body }) => {
      const list = boardListsTable.find(body.listId);
      if (!list) refuse('listId', 'No list has this id.');
      for (const card of reorder(cardsOf(list.id), body.cards, 'cards')) cardsTable.patch(card.id, { position: card.position });
      touch(list.boardId);
      return cardsOf(list.id);
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.moveCard,
    {
      rule: 'Body {id, listId, afterId, beforeId}: moves the card into the list (of the same board) between those neighbours (null: the start or end), at the midpoint of their positions, renumbering the list when the gap runs out; the cards of the lists it left and entered.',
      body: z.object({
        id: z.string().check(z.minLength(1)),
        listId: z.string().check(z.minLength(1)),
        afterId: z.nullable(z.string().check(z.minLength(1))),
        beforeId: z.nullable(z.string().check(z.minLength(1))),
      }),
    },
    ({ body }) => {
      const card = cardsTable.find(body.id);
      if (!card) refuse('id', 'No card has this id.');
      const list = boardListsTable.find(body.listId);
      if (!list || list.boardId !== card.boardId) refuse('listId', 'No list of the card’s board has this id.');
      return moveCard(card, list.id, body.afterId, body.beforeId);
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.addComment,
    {
      rule: 'Body {id, message}: a comment by the signed-in member (the first of the members), timed now, at the end of the card’s comments; the card, null for an unknown id.',
      body: idAndChange('message', cardCommentSchema.shape.message),
    },
    ({ body }) => {
      const card = cardsTable.find(body.id);
      if (!card) return null;
      const author = scrumboardMembersTable.all()[0]!;
      touch(card.boardId);
      return cardsTable.patch(card.id, {
        comments: [
          ...card.comments,
          { id: crypto.randomUUID(), memberId: author.id, message: body.message, time: new Date().toISOString() },
        ],
      });
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.addAttachment,
    {
      rule: 'Form data {id, file}: a PNG, JPEG, GIF, WebP, PDF or plain-text file of at most 10 MB (told by its bytes; HTML, SVG and XML are not plain text), its name ending as its kind does, at most 20 a card, added as {id, name, type, size, time}; the card, null for an unknown id.',
    },
    async ({ request }) => {
      const { form, file, bytes } = await uploadedFile(request, attachmentRules.maxBytes);
      const cardId = form.get('id');
      if (typeof cardId !== 'string' || !cardId) refuse('id', 'Name the card.');
      const type = attachmentTypeOf(bytes);
      if (!type) refuse('file', 'Only pictures, PDFs and plain text are taken (told by the bytes: HTML and SVG are not plain text).');
      checkNameMatches(file.name, type, 'file');
      const card = cardsTable.find(cardId);
      if (!card) return null;
      if (card.attachments.length >= attachmentRules.perCard)
        refuse('file', `A card holds at most ${attachmentRules.perCard} attachments.`);
      const name = file.name.trim().slice(0, attachmentRules.nameLength) || 'file';
      touch(card.boardId);
      return cardsTable.patch(card.id, {
        attachments: [...card.attachments, { id: crypto.randomUUID(), name, type, size: file.size, time: new Date().toISOString() }],
      });
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.removeAttachment,
    {
      rule: 'Query cardId, id: removes the attachment from the card; the card, null for an unknown card.',
      query: z.object({ cardId: z.string().check(z.minLength(1)), id: z.string().check(z.minLength(1)) }),
    },
    ({ query }) => {
      const card = cardsTable.find(query.cardId);
      if (!card) return null;
      touch(card.boardId);
      return cardsTable.patch(card.id, { attachments: card.attachments.filter((attachment) => attachment.id !== query.id) });
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.labels,
    {
      rule: 'Query boardId: the labels {id, boardId, title} of the board.',
      query: z.object({ boardId: z.string().check(z.minLength(1)) }),
    },
    ({ query }) => boardLabelsTable.all().filter((label) => label.boardId === query.boardId),
  ),
  pageEndpoint(
    scrumboardEndpoints.createLabel,
    {
      rule: 'Body {boardId, label: {title}}: a new label of the board, first.',
      body: z.object({ boardId: z.string().check(z.minLength(1)), label: z.object({ title: labelTitle }) }),
    },
    ({ body }) => {
      knownBoard(body.boardId);
      return boardLabelsTable.insert({ id: crypto.randomUUID(), boardId: body.boardId, title: body.label.title });
    },
  ),
  pageEndpoint(
    scrumboardEndpoints.label.rename,
    {
      rule: 'Body {id, label: {title}}: the renamed label, null for an unknown id.',
      body: idAndChange('label', z.strictObject({ title: labelTitle })),
    },
    ({ body }) => boardLabelsTable.patch(body.id, body.label),
  ),
  pageEndpoint(
    scrumboardEndpoints.label.remove,
    { rule: 'Query id: removes the label and strips it from every card; true.', query: idQuery },
    ({ query }) => {
      boardLabelsTable.remove(query.id);
      cardsTable.removeReference('labels', query.id);
      return true;
    },
  ),
]);
