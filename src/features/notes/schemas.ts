import { strict, z } from '@/lib/validation';

/** The longest texts the server takes: a title is a line, a note a few paragraphs. */
export const noteLimits = { title: 200, content: 10_000, tasks: 50, taskContent: 200, labels: 10, labelTitle: 40 } as const;

const id = z.string().check(z.minLength(1));

/** One item of a note's checklist. */
export const noteTaskSchema = z.object({
  id,
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(noteLimits.taskContent)),
  completed: z.boolean(),
});
export type NoteTask = z.infer<typeof noteTaskSchema>;

/** A note (template-apps.md point 3, Notes). */
export const noteSchema = z.object({
  id,
  title: z.string().check(z.maxLength(noteLimits.title)),
  content: z.string().check(z.maxLength(noteLimits.content)),
  tasks: z.array(noteTaskSchema).check(z.maxLength(noteLimits.tasks)),
  /** A picture of the sample set (`images/notes/…`) or one the user uploaded, as a data URL; or none. */
  image: z.nullable(z.string()),
  /** ISO date-time. */
  reminder: z.nullable(z.iso.datetime({ offset: true })),
  /** Label ids. */
  labels: z.array(z.string()).check(z.maxLength(noteLimits.labels)),
  archived: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type Note = z.infer<typeof noteSchema>;

/** What a new note may start with; the server gives it an id and the times. */
export const newNoteSchema = strict(
  z.partial(z.pick(noteSchema, { title: true, content: true, tasks: true, labels: true, reminder: true })),
);
export type NewNote = z.infer<typeof newNoteSchema>;

/** What a `PATCH api/apps/notes` may change: not the id nor the times. */
export const noteChangeSchema = strict(z.partial(z.omit(noteSchema, { id: true, createdAt: true, updatedAt: true })));
export type NoteChange = z.infer<typeof noteChangeSchema>;

/** A note says something: a title, a text, a checklist item or a picture. */
export const hasContent = (note: Pick<Note, 'title' | 'content' | 'tasks'> & { image?: string | null }) =>
  !!note.title.trim() || !!note.content.trim() || note.tasks.length > 0 || !!note.image;

export const noteLabelSchema = z.object({ id, title: z.string().check(z.trim(), z.minLength(1), z.maxLength(noteLimits.labelTitle)) });
export type NoteLabel = z.infer<typeof noteLabelSchema>;
