import { z } from '@/lib/validation';

/** The longest texts the server takes: a title is a line, a note a few paragraphs. */
export const noteLimits = { title: 200, content: 10_000, tasks: 50, taskContent: 200, labels: 10, labelTitle: 40 } as const;

const id = z.string().min(1);

/** One item of a note's checklist. */
export const noteTaskSchema = z.object({ id, content: z.string().trim().min(1).max(noteLimits.taskContent), completed: z.boolean() });
export type NoteTask = z.infer<typeof noteTaskSchema>;

/** A note (template-apps.md point 3, Notes). */
export const noteSchema = z.object({
  id,
  title: z.string().max(noteLimits.title),
  content: z.string().max(noteLimits.content),
  tasks: z.array(noteTaskSchema).max(noteLimits.tasks),
  /** A picture of the sample set (`images/notes/…`) or one the user uploaded, as a data URL; or none. */
  image: z.string().nullable(),
  /** ISO date-time. */
  reminder: z.iso.datetime({ offset: true }).nullable(),
  /** Label ids. */
  labels: z.array(z.string()).max(noteLimits.labels),
  archived: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Note = z.infer<typeof noteSchema>;

/** What a new note may start with; the server gives it an id and the times. */
export const newNoteSchema = noteSchema.pick({ title: true, content: true, tasks: true, labels: true, reminder: true }).partial().strict();
export type NewNote = z.infer<typeof newNoteSchema>;

/** What a `PATCH api/apps/notes` may change: not the id nor the times. */
export const noteChangeSchema = noteSchema.omit({ id: true, createdAt: true, updatedAt: true }).partial().strict();
export type NoteChange = z.infer<typeof noteChangeSchema>;

/** A note says something: a title, a text, a checklist item or a picture. */
export const hasContent = (note: Pick<Note, 'title' | 'content' | 'tasks'> & { image?: string | null }) =>
  !!note.title.trim() || !!note.content.trim() || note.tasks.length > 0 || !!note.image;

export const noteLabelSchema = z.object({ id, title: z.string().trim().min(1).max(noteLimits.labelTitle) });
export type NoteLabel = z.infer<typeof noteLabelSchema>;
