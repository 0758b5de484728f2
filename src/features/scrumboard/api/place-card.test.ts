import { describe, expect, it } from 'vitest';
import type { BoardWithContent, Card } from '../schemas';
import { placeCard } from './change-scrumboard';

const card = (id: string, listId: string, position: number): Card => ({
  id,
  boardId: 'b',
  listId,
  position,
  title: id,
  description: '',
  labels: [],
  dueDate: null,
  members: [],
  checklist: [],
  comments: [],
  attachments: [],
});
const board = (cards: Card[]): BoardWithContent => ({
  id: 'b',
  title: 'B',
  description: '',
  icon: 'view-columns',
  lastActivity: '2026-03-16T09:30:00.000Z',
  members: [],
  lists: [],
  cards,
});
const order = (result: BoardWithContent, listId: string) =>
  result.cards.filter((entry) => entry.listId === listId).map((entry) => `${entry.id}@${entry.position}`);

describe('placeCard', () => {
  it('puts a card from another list at the midpoint between its new neighbours', () => {
    const result = placeCard(board([card('a', 'one', 65536), card('b', 'one', 131072), card('x', 'two', 65536)]), {
      card: card('x', 'two', 65536),
      listId: 'one',
      afterId: 'a',
      beforeId: 'b',
    });
    expect(order(result, 'one')).toEqual(['a@65536', 'x@98304', 'b@131072']);
    expect(order(result, 'two')).toEqual([]);
  });

  it('puts a card first, last, or into an empty list, a step from its neighbour', () => {
    const start = board([card('a', 'one', 65536), card('x', 'two', 65536)]);
    expect(order(placeCard(start, { card: card('x', 'two', 65536), listId: 'one', afterId: null, beforeId: 'a' }), 'one')).toEqual([
      'x@32768',
      'a@65536',
    ]);
    expect(order(placeCard(start, { card: card('x', 'two', 65536), listId: 'one', afterId: 'a', beforeId: null }), 'one')).toEqual([
      'a@65536',
      'x@131072',
    ]);
    expect(order(placeCard(start, { card: card('a', 'one', 65536), listId: 'three', afterId: null, beforeId: null }), 'three')).toEqual([
      'a@65536',
    ]);
  });

  it('renumbers the list first when there is no room between the neighbours, as the server does', () => {
    const result = placeCard(board([card('a', 'one', 100), card('b', 'one', 101), card('x', 'two', 65536)]), {
      card: card('x', 'two', 65536),
      listId: 'one',
      afterId: 'a',
      beforeId: 'b',
    });
    expect(order(result, 'one')).toEqual(['a@65536', 'x@98304', 'b@131072']);
  });
});
