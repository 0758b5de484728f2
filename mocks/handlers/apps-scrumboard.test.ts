import { describe, expect, it } from 'vitest';
import type { Board, BoardLabel, BoardList, BoardWithContent, Card, ScrumboardMember } from '@/features/scrumboard';
import { cardsTable } from './apps-scrumboard';
import { fetchSignedIn, serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;
const send = (method: string, path: string, body: unknown) =>
  fetchSignedIn(`http://localhost/${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const firstBoard = async () => {
  const [board] = await api.get<Board[]>('api/apps/scrumboard/boards');
  return api.get<BoardWithContent>('api/apps/scrumboard/board', { params: { id: board!.id } });
};
const cardsIn = (board: BoardWithContent, listId: string) => board.cards.filter((card) => card.listId === listId);

describe('api/apps/scrumboard: boards', () => {
  it('holds 3 boards, latest activity first, the first with 4 lists, 12 cards and 5 labels; 20 members', async () => {
    const boards = await api.get<Board[]>('api/apps/scrumboard/boards');
    expect(boards).toHaveLength(3);
    expect(boards.map((board) => board.lastActivity)).toEqual([...boards.map((board) => board.lastActivity)].sort().reverse());
    const board = await firstBoard();
    expect(board.lists.map((list) => list.position)).toEqual([65536, 131072, 196608, 262144]);
    expect(board.cards).toHaveLength(12);
    expect(await api.get<BoardLabel[]>('api/apps/scrumboard/board/labels', { params: { boardId: board.id } })).toHaveLength(5);
    expect(await api.get<ScrumboardMember[]>('api/apps/scrumboard/members')).toHaveLength(20);
  });

  it('creates, renames and deletes a board, its lists and cards going with it', async () => {
    const created = await api.post<Board>('api/apps/scrumboard/board', { board: { title: 'Schulungen' } });
    expect((await api.get<Board[]>('api/apps/scrumboard/boards'))[0]).toEqual(created);
    expect(await api.patch<Board>('api/apps/scrumboard/board', { id: created.id, board: { title: 'Schulungen 2026' } })).toMatchObject({
      title: 'Schulungen 2026',
    });
    const list = await api.post<BoardList>('api/apps/scrumboard/board/list', { boardId: created.id, list: { title: 'Offen' } });
    await api.put('api/apps/scrumboard/board/card', { listId: list.id, card: { title: 'Raum buchen' } });
    expect(await api.delete('api/apps/scrumboard/board', { params: { id: created.id } })).toBe(true);
    expect(await api.get('api/apps/scrumboard/board', { params: { id: created.id } })).toBeNull();
    expect(cardsTable.all().some((card) => card.boardId === created.id)).toBe(false);
  });

  it('refuses an empty board title', async () => {
    expect((await send('POST', 'api/apps/scrumboard/board', { board: { title: '  ' } })).status).toBe(400);
  });
});

describe('api/apps/scrumboard: lists and cards', () => {
  it('puts a new list and a new card one step (65536) after the last', async () => {
    const board = await firstBoard();
    const list = await api.post<BoardList>('api/apps/scrumboard/board/list', { boardId: board.id, list: { title: 'Später' } });
    expect(list.position).toBe(5 * 65536);
    const last = cardsIn(board, board.lists[0]!.id).at(-1)!;
    const card = await api.put<Card>('api/apps/scrumboard/board/card', { listId: board.lists[0]!.id, card: { title: 'Neu' } });
    expect(card).toMatchObject({ position: last.position + 65536, labels: [], dueDate: null, checklist: [] });
  });

  it('reorders the lists of a board and the cards of a list, renumbered 65536 apart', async () => {
    const board = await firstBoard();
    const lists = await api.patch<BoardList[]>('api/apps/scrumboard/board/lists', {
      boardId: board.id,
      lists: [...board.lists].reverse().map((list) => list.id),
    });
    expect(lists.map((list) => list.title)).toEqual([...board.lists].reverse().map((list) => list.title));
    expect(lists.map((list) => list.position)).toEqual([65536, 131072, 196608, 262144]);
    const cards = cardsIn(board, board.lists[0]!.id);
    const answer = await api.patch<Card[]>('api/apps/scrumboard/board/cards', {
      listId: board.lists[0]!.id,
      cards: [...cards].reverse().map((card) => card.id),
    });
    expect(answer.map((card) => card.id)).toEqual([...cards].reverse().map((card) => card.id));
  });

  it('refuses a reorder that leaves an entry out or lists one twice', async () => {
    const board = await firstBoard();
    const ids = board.lists.map((list) => list.id);
    expect((await send('PATCH', 'api/apps/scrumboard/board/lists', { boardId: board.id, lists: ids.slice(1) })).status).toBe(400);
    expect(
      (await send('PATCH', 'api/apps/scrumboard/board/lists', { boardId: board.id, lists: [ids[0], ...ids.slice(0, -1)] })).status,
    ).toBe(400);
  });

  it('moves a card between two neighbours of another list to the midpoint of their positions', async () => {
    const board = await firstBoard();
    const [from, to] = board.lists;
    const card = cardsIn(board, from!.id)[0]!;
    const [after, before] = cardsIn(board, to!.id);
    const answer = await api.patch<Card[]>('api/apps/scrumboard/board/card/positions', {
      id: card.id,
      listId: to!.id,
      afterId: after!.id,
      beforeId: before!.id,
    });
    const moved = answer.find((entry) => entry.id === card.id)!;
    expect(moved).toMatchObject({ listId: to!.id, position: (after!.position + before!.position) / 2 });
    expect(answer.filter((entry) => entry.listId === from!.id).some((entry) => entry.id === card.id)).toBe(false);
    const again = await firstBoard();
    expect(
      cardsIn(again, to!.id)
        .map((entry) => entry.id)
        .slice(0, 3),
    ).toEqual([after!.id, card.id, before!.id]);
  });

  it('renumbers the list when the gap between two neighbours has run out, and keeps the order', async () => {
    const board = await firstBoard();
    const list = board.lists[0]!;
    const [a, b] = cardsIn(board, list.id);
    cardsTable.patch(a!.id, { position: 100 });
    cardsTable.patch(b!.id, { position: 101 });
    const mover = cardsIn(board, board.lists[1]!.id)[0]!;
    await api.patch('api/apps/scrumboard/board/card/positions', { id: mover.id, listId: list.id, afterId: a!.id, beforeId: b!.id });
    const ordered = cardsIn(await firstBoard(), list.id);
    expect(ordered.slice(0, 3).map((card) => card.id)).toEqual([a!.id, mover.id, b!.id]);
    expect(new Set(ordered.map((card) => card.position)).size).toBe(ordered.length);
    expect(ordered[0]!.position).toBeGreaterThanOrEqual(65536);
  });

  it('refuses a move between cards that are not neighbours, or into another board', async () => {
    const board = await firstBoard();
    const [first, , third] = cardsIn(board, board.lists[0]!.id);
    const mover = cardsIn(board, board.lists[1]!.id)[0]!;
    expect(
      (
        await send('PATCH', 'api/apps/scrumboard/board/card/positions', {
          id: mover.id,
          listId: board.lists[0]!.id,
          afterId: first!.id,
          beforeId: third!.id,
        })
      ).status,
    ).toBe(400);
    const other = await api.post<Board>('api/apps/scrumboard/board', { board: { title: 'Anderes' } });
    const foreign = await api.post<BoardList>('api/apps/scrumboard/board/list', { boardId: other.id, list: { title: 'Fremd' } });
    expect(
      (await send('PATCH', 'api/apps/scrumboard/board/card/positions', { id: mover.id, listId: foreign.id, afterId: null, beforeId: null }))
        .status,
    ).toBe(400);
  });

  it("merges a card change, refusing another board's label, an unknown member and its position", async () => {
    const board = await firstBoard();
    const card = board.cards[0]!;
    const changed = await api.patch<Card>('api/apps/scrumboard/board/card', {
      id: card.id,
      card: { title: 'Umbenannt', checklist: [{ id: 'c1', title: 'Testlauf', checked: true }] },
    });
    expect(changed).toEqual({ ...card, title: 'Umbenannt', checklist: [{ id: 'c1', title: 'Testlauf', checked: true }] });
    expect((await send('PATCH', 'api/apps/scrumboard/board/card', { id: card.id, card: { labels: ['nope'] } })).status).toBe(400);
    expect((await send('PATCH', 'api/apps/scrumboard/board/card', { id: card.id, card: { members: ['nobody'] } })).status).toBe(400);
    expect((await send('PATCH', 'api/apps/scrumboard/board/card', { id: card.id, card: { position: 1 } })).status).toBe(400);
  });

  it('adds a comment signed by the signed-in member and timed by the server; a change cannot write comments itself', async () => {
    const board = await firstBoard();
    const card = board.cards[0]!;
    const [me] = await api.get<ScrumboardMember[]>('api/apps/scrumboard/members');
    const commented = await api.post<Card>('api/apps/scrumboard/board/card/comment', { id: card.id, message: 'Budget ist freigegeben.' });
    expect(commented.comments.at(-1)).toMatchObject({ memberId: me!.id, message: 'Budget ist freigegeben.' });
    expect(Date.now() - new Date(commented.comments.at(-1)!.time).getTime()).toBeLessThan(60_000);
    expect((await send('POST', 'api/apps/scrumboard/board/card/comment', { id: card.id, message: '   ' })).status).toBe(400);
    const forged = { id: 'x', memberId: 'someone-else', message: 'Nie gesagt', time: '2020-01-01T00:00:00.000Z' };
    expect((await send('PATCH', 'api/apps/scrumboard/board/card', { id: card.id, card: { comments: [forged] } })).status).toBe(400);
    expect(await api.post('api/apps/scrumboard/board/card/comment', { id: 'no-card', message: 'Hallo' })).toBeNull();
  });

  it('attaches a picture, a PDF or text told by its bytes, and refuses anything else whatever it is called', async () => {
    const card = (await firstBoard()).cards[0]!;
    const upload = (file: File) => {
      const form = new FormData();
      form.set('id', card.id);
      form.set('file', file);
      return fetchSignedIn('http://localhost/api/apps/scrumboard/board/card/attachment', { method: 'POST', body: form });
    };
    const pdf = await upload(new File(['%PDF-1.7\n…'], 'Angebot.pdf', { type: 'application/pdf' }));
    expect(((await pdf.json()) as Card).attachments.at(-1)).toMatchObject({ name: 'Angebot.pdf', type: 'application/pdf', size: 12 });
    // A program named like a text file: its bytes hold NULs, so it is no text.
    const program = await upload(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'liesmich.txt', { type: 'text/plain' }));
    expect(program.status).toBe(400);
    const text = await upload(new File(['Grüße aus Graz'], 'notiz.txt', { type: 'application/octet-stream' }));
    const withText = (await text.json()) as Card;
    expect(withText.attachments.at(-1)).toMatchObject({ name: 'notiz.txt', type: 'text/plain' });
    const gone = await api.delete<Card>('api/apps/scrumboard/board/card/attachment', {
      params: { cardId: card.id, id: withText.attachments.at(-1)!.id },
    });
    expect(gone.attachments.some((attachment) => attachment.name === 'notiz.txt')).toBe(false);
    // Bytes of another kind than the name says are refused, naming the file: markup most of all, which is no plain text.
    const refused = {
      'text named as a program': new File(['Grüße aus Graz'], 'notiz.exe', { type: 'application/octet-stream' }),
      'HTML named as a picture': new File(['<html><script>alert(1)</script></html>'], 'foto.png', { type: 'image/png' }),
      'SVG named as a PDF': new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'angebot.pdf', {
        type: 'application/pdf',
      }),
      'SVG without an ending': new File(['  <?xml version="1.0"?><svg/>'], 'bild', { type: 'image/svg+xml' }),
      'a script inside text': new File(['Hallo\n<script>alert(1)</script>'], 'notiz.txt', { type: 'text/plain' }),
      'PDF named as a picture': new File(['%PDF-1.7\n…'], 'foto.png', { type: 'image/png' }),
    };
    for (const [name, file] of Object.entries(refused)) {
      const answer = await upload(file);
      expect(answer.status, name).toBe(400);
      expect(await answer.json(), name).toMatchObject({ field: 'file' });
    }
    expect((await firstBoard()).cards[0]!.attachments.map((attachment) => attachment.name)).not.toContain('foto.png');
    const forged = { id: 'x', name: 'fremd.pdf', type: 'application/pdf', size: 1, time: '2020-01-01T00:00:00.000Z' };
    expect((await send('PATCH', 'api/apps/scrumboard/board/card', { id: card.id, card: { attachments: [forged] } })).status).toBe(400);
  });

  it('deletes a list with its cards', async () => {
    const board = await firstBoard();
    const list = board.lists[0]!;
    expect(await api.delete('api/apps/scrumboard/board/list', { params: { id: list.id } })).toBe(true);
    const again = await firstBoard();
    expect(again.lists).toHaveLength(3);
    expect(cardsIn(again, list.id)).toEqual([]);
  });
});

describe('api/apps/scrumboard: labels', () => {
  it('creates a label first, renames it, and strips a deleted one from every card', async () => {
    const board = await firstBoard();
    const created = await api.put<BoardLabel>('api/apps/scrumboard/board/label', { boardId: board.id, label: { title: 'Schulung' } });
    expect((await api.get<BoardLabel[]>('api/apps/scrumboard/board/labels', { params: { boardId: board.id } }))[0]).toEqual(created);
    expect(await api.patch('api/apps/scrumboard/board/label', { id: created.id, label: { title: 'Schulungen' } })).toMatchObject({
      title: 'Schulungen',
    });
    const used = board.cards.flatMap((card) => card.labels)[0]!;
    expect(await api.delete('api/apps/scrumboard/board/label', { params: { id: used } })).toBe(true);
    expect((await firstBoard()).cards.some((card) => card.labels.includes(used))).toBe(false);
  });
});
