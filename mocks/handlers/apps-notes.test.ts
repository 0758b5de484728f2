import { describe, expect, it } from 'vitest';
import type { Note, NoteLabel } from '@/features/notes';
import { fetchSignedIn, serveFakeBackend, signedInApi } from '../node';

serveFakeBackend();

const api = signedInApi;
const send = (method: string, path: string, body: unknown) =>
  fetchSignedIn(`http://localhost/${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const notes = () => api.get<Note[]>('api/apps/notes/all');

// The smallest PNG there is: its signature and one transparent pixel.
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('api/apps/notes', () => {
  it('holds 15 notes newest first, two archived, and 6 labels', async () => {
    const all = await notes();
    expect(all).toHaveLength(15);
    expect(all.map((note) => note.createdAt)).toEqual(
      all
        .map((note) => note.createdAt)
        .sort()
        .reverse(),
    );
    expect(all.filter((note) => note.archived)).toHaveLength(2);
    expect(await api.get<NoteLabel[]>('api/apps/notes/labels')).toHaveLength(6);
  });

  it('creates a note first, its checklist items with new ids, and refuses an empty one', async () => {
    const created = await api.post<Note>('api/apps/notes', { note: { title: 'Anruf', tasks: [{ content: 'Nummer suchen' }] } });
    expect(created).toMatchObject({
      title: 'Anruf',
      content: '',
      archived: false,
      image: null,
      updatedAt: null,
      tasks: [{ content: 'Nummer suchen', completed: false }],
    });
    expect((await notes())[0]!.id).toBe(created.id);
    const empty = await send('POST', 'api/apps/notes', { note: { title: '  ', content: '' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'note' });
  });

  it('merges a change, stamps updatedAt and refuses unknown labels', async () => {
    const [note] = await notes();
    const changed = await api.patch<Note>('api/apps/notes', {
      id: note!.id,
      note: { archived: true, reminder: '2026-03-20T08:00:00.000Z' },
    });
    expect(changed).toMatchObject({ archived: true, reminder: '2026-03-20T08:00:00.000Z' });
    expect(changed.updatedAt).not.toBeNull();
    expect((await send('PATCH', 'api/apps/notes', { id: note!.id, note: { labels: ['made-up'] } })).status).toBe(400);
    expect(await api.patch('api/apps/notes', { id: 'nobody', note: { title: 'x' } })).toBeNull();
  });

  it('adds checklist items with POST tasks and takes only the note’s own items in a change', async () => {
    const [note] = await notes();
    const withItem = await api.post<Note>('api/apps/notes/tasks', { id: note!.id, task: { content: 'Termin bestätigen' } });
    const added = withItem.tasks.at(-1)!;
    expect(added).toMatchObject({ content: 'Termin bestätigen', completed: false });
    const ticked = await api.patch<Note>('api/apps/notes', {
      id: note!.id,
      note: { tasks: withItem.tasks.map((task) => ({ ...task, completed: true })) },
    });
    expect(ticked.tasks.every((task) => task.completed)).toBe(true);
    const smuggled = await send('PATCH', 'api/apps/notes', {
      id: note!.id,
      note: { tasks: [{ id: 'new', content: 'Neu', completed: false }] },
    });
    expect(smuggled.status).toBe(400);
  });

  it('takes a picture only by its bytes: a real PNG, a sample, or none; not a link, a script or text dressed as a picture', async () => {
    const [note] = await notes();
    const saved = await api.patch<Note>('api/apps/notes', { id: note!.id, note: { image: `data:image/png;base64,${onePixelPng}` } });
    expect(saved.image).toBe(`data:image/png;base64,${onePixelPng}`);
    // The stated type gives way to the one the bytes show.
    expect(
      (await api.patch<Note>('api/apps/notes', { id: note!.id, note: { image: `data:image/gif;base64,${onePixelPng}` } })).image,
    ).toMatch(/^data:image\/png;/);
    expect((await api.patch<Note>('api/apps/notes', { id: note!.id, note: { image: '/images/notes/city.svg' } })).image).toBe(
      '/images/notes/city.svg',
    );
    for (const image of [
      'https://tracker.example/pixel.png',
      'javascript:alert(1)',
      `data:image/png;base64,${btoa('<svg onload="alert(1)"/>')}`,
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const refused = await send('PATCH', 'api/apps/notes', { id: note!.id, note: { image } });
      expect(refused.status, image).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'note.image' });
    }
    expect((await api.patch<Note>('api/apps/notes', { id: note!.id, note: { image: null } })).image).toBeNull();
  });

  it('creates, renames and deletes labels, a deleted one stripped from every note', async () => {
    const created = await api.post<NoteLabel>('api/apps/notes/labels', { label: { title: 'Ideen' } });
    expect((await api.get<NoteLabel[]>('api/apps/notes/labels'))[0]).toEqual(created);
    expect(await api.patch<NoteLabel>('api/apps/notes/labels', { id: created.id, label: { title: 'Einfälle' } })).toEqual({
      id: created.id,
      title: 'Einfälle',
    });
    const work = (await api.get<NoteLabel[]>('api/apps/notes/labels')).find((label) => label.title === 'Arbeit')!;
    expect((await notes()).some((note) => note.labels.includes(work.id))).toBe(true);
    expect(await api.delete('api/apps/notes/labels', { params: { id: work.id } })).toBe(true);
    expect((await notes()).some((note) => note.labels.includes(work.id))).toBe(false);
  });

  it('deletes a note', async () => {
    const [note] = await notes();
    expect(await api.delete('api/apps/notes', { params: { id: note!.id } })).toBe(true);
    expect((await notes()).some((entry) => entry.id === note!.id)).toBe(false);
  });
});
