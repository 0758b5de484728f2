import { z } from '@/lib/validation';
import {
  hasContent,
  newNoteSchema,
  noteChangeSchema,
  noteLabelSchema,
  noteLimits,
  noteSchema,
  noteTaskSchema,
  type Note,
  type NoteChange,
} from '@/features/notes/schemas';
import { defineArea, endpoint, idAndChange, idQuery, refuse } from '../api';
import { defineCollection } from '../collection';
import prebuiltNotes from 'virtual:sample-data/notes';
import { noteLabels, sampleNoteImages } from '../data/notes';
import { checkedPictureDataUrl } from '../file-types';
import { tagEndpoints } from './tag-endpoints';
import { notesEndpoints } from '@/features/notes/endpoints';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

export const notesTable = defineCollection('notes', { schema: noteSchema, version: 1, seed: () => structuredClone(prebuiltNotes) });
export const noteLabelsTable = defineCollection('note-labels', { schema: noteLabelSchema, version: 1, seed: () => [...noteLabels] });

const newestFirst = (a: Note, b: Note) => b.createdAt.localeCompare(a.createdAt);

/** A change may name only labels that exist: a made-up id would show as a blank chip. */
function checkLabels(labels: readonly string[] | undefined) {
  if (!labels) return;
  const known = new Set(noteLabelsTable.all().map((label) => label.id));
  if (labels.some((label) => !known.has(label))) refuse('note.labels', 'No label has this id.');
  if (new Set(labels).size !== labels.length) refuse('note.labels', 'A label is named twice.');
}

/**
 * A note's picture is one of the samples, or a picture the user sent, checked by its bytes as an
 * upload is (PNG, JPEG, GIF or WebP, at most 5 MB): never a link to somewhere else, never a script.
 */
function checkedImage(image: string | null): string | null {
  if (image === null || (sampleNoteImages as readonly string[]).includes(image)) return image;
  return checkedPictureDataUrl(image, 'note.image');
}

/** The checklist a change sends may tick, reword, reorder and drop the note's items; new ones come through `POST api/apps/notes/tasks`. */
function checkTasks(note: Note, tasks: NoteChange['tasks']) {
  if (!tasks) return;
  const own = new Set(note.tasks.map((task) => task.id));
  if (tasks.some((task) => !own.has(task.id))) refuse('note.tasks', 'Add new items with POST api/apps/notes/tasks.');
  if (new Set(tasks.map((task) => task.id)).size !== tasks.length) refuse('note.tasks', 'An item is listed twice.');
}

const labelTitle = noteLabelSchema.shape.title;

/** The notes app (template-apps.md point 7, Notes); shapes are written down in the rules. */
export const notesArea = defineArea('Notes', [
  pageEndpoint(
    notesEndpoints.all,
    { rule: 'Every note {id, title, content, tasks, image, reminder, labels (ids), archived, createdAt, updatedAt}, newest first.' },
    () => [...notesTable.all()].sort(newestFirst),
  ),
  pageEndpoint(
    notesEndpoints.createNote,
    {
      rule: 'Body {note: {title?, content?, tasks? [{content}], labels?, reminder?}}: a new note, first, not archived; one with no title, text or item is refused.',
      body: z.object({
        note: z.extend(newNoteSchema, {
          tasks: z.optional(z.array(z.pick(noteTaskSchema, { content: true })).check(z.maxLength(noteLimits.tasks))),
        }),
      }),
    },
    ({ body: { note } }) => {
      const tasks = (note.tasks ?? []).map(({ content }) => ({ id: crypto.randomUUID(), content, completed: false }));
      if (!hasContent({ title: note.title ?? '', content: note.content ?? '', tasks }))
        refuse('note', 'A note needs a title, a text or a checklist item.');
      checkLabels(note.labels);
      return notesTable.insert({
        id: crypto.randomUUID(),
        title: note.title ?? '',
        content: note.content ?? '',
        tasks,
        image: null,
        reminder: note.reminder ?? null,
        labels: note.labels ?? [],
        archived: false,
        createdAt: new Date().toISOString(),
        updatedAt: null,
      });
    },
  ),
  pageEndpoint(
    notesEndpoints.changeNote,
    {
      rule: 'Body {id, note}: the fields merged (known labels; the checklist only of its own items; image null, a sample or a PNG, JPEG, GIF or WebP data URL of at most 5 MB, told by its bytes); updatedAt now; the note, null for an unknown id.',
      body: idAndChange('note', noteChangeSchema),
    },
    ({ body: { id, note: change } }) => {
      const note = notesTable.find(id);
      if (!note) return null;
      checkLabels(change.labels);
      checkTasks(note, change.tasks);
      const image = change.image === undefined ? {} : { image: checkedImage(change.image) };
      return notesTable.patch(id, { ...change, ...image, updatedAt: new Date().toISOString() });
    },
  ),
  pageEndpoint(notesEndpoints.deleteNote, { rule: 'Query id: removes the note; true.', query: idQuery }, ({ query }) => {
    notesTable.remove(query.id);
    return true;
  }),
  pageEndpoint(
    notesEndpoints.addTask,
    {
      rule: 'Body {id, task: {content}}: a new checklist item, not completed, at the end of the note’s list (at most 50); the note, null for an unknown id.',
      body: idAndChange('task', z.pick(noteTaskSchema, { content: true })),
    },
    ({ body }) => {
      const note = notesTable.find(body.id);
      if (!note) return null;
      if (note.tasks.length >= noteLimits.tasks) refuse('task', `A note holds at most ${noteLimits.tasks} items.`);
      return notesTable.patch(note.id, {
        tasks: [...note.tasks, { id: crypto.randomUUID(), content: body.task.content, completed: false }],
        updatedAt: new Date().toISOString(),
      });
    },
  ),
  pageEndpoint(notesEndpoints.labels, { rule: 'Every note label {id, title}, newest first.' }, () => noteLabelsTable.all()),
  ...tagEndpoints({
    page: 'sample-apps',
    contracts: notesEndpoints.label,
    tags: noteLabelsTable,
    strip: (id) => notesTable.removeReference('labels', id),
    carrier: 'note',
    title: labelTitle,
    field: 'label',
  }),
]);
