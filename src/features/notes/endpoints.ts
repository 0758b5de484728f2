import { contract, tagContracts, type IdAndChange, type IdQuery } from '@/lib/contract';
import type { NewNote, Note, NoteChange, NoteLabel } from './schemas';

const note = 'api/apps/notes';
const labels = 'api/apps/notes/labels';

/** A new note as the form sends it: its checklist as texts, the server names each item. */
export type NoteDraft = Omit<NewNote, 'tasks'> & { tasks?: { content: string }[] };

/**
 * The endpoints of notes, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const notesEndpoints = {
  all: contract.get<{ answer: Note[] }>('api/apps/notes/all'),
  createNote: contract.post<{ body: { note: NoteDraft }; answer: Note }>(note),
  changeNote: contract.patch<{ body: IdAndChange<'note', NoteChange>; answer: Note | null }>(note),
  deleteNote: contract.delete<{ query: IdQuery; answer: boolean }>(note),
  /** A checklist item added to the note `id`. */
  addTask: contract.post<{ body: IdAndChange<'task', { content: string }>; answer: Note | null }>('api/apps/notes/tasks'),
  labels: contract.get<{ answer: NoteLabel[] }>(labels),
  /** The labels are made, renamed and deleted at their list's path. */
  label: tagContracts<NoteLabel, 'label'>(labels),
};
