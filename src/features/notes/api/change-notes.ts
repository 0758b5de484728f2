import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { useOptimisticMutation, useTagChanges, type TagEdit } from '@/lib/query';
import type { Note, NoteChange, NoteLabel } from '../schemas';
import { notesKeys } from './get-notes';
import { notesEndpoints, type NoteDraft } from '../endpoints';

const replaced = (notes: readonly Note[], saved: Note) => notes.map((note) => (note.id === saved.id ? saved : note));

/** `POST api/apps/notes {note}`: the server's note goes first. */
export function useCreateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteDraft) => http.call(notesEndpoints.createNote, { body: { note } }),
    onSuccess: (created) => {
      queryClient.setQueryData<Note[]>(notesKeys.list, (notes) =>
        notes ? [created, ...notes.filter((note) => note.id !== created.id)] : notes,
      );
      void queryClient.invalidateQueries({ queryKey: notesKeys.list });
    },
  });
}

export interface NoteUpdate {
  id: string;
  change: NoteChange;
}

/** `PATCH api/apps/notes {id, note}`: shown at once; a refused change goes back to the server's note, and `onRolledBack` says so. */
export function useUpdateNote(onRolledBack: (error: unknown, update: NoteUpdate) => void) {
  return useOptimisticMutation<Note[], NoteUpdate, Note | null>({
    queryKey: notesKeys.list,
    mutationFn: ({ id, change }) => http.call(notesEndpoints.changeNote, { body: { id, note: change } }),
    apply: (notes, { id, change }) => notes.map((note) => (note.id === id ? { ...note, ...change } : note)),
    settle: (notes, saved) => (saved ? replaced(notes, saved) : notes),
    onRolledBack,
  });
}

/** `DELETE api/apps/notes?id`: gone at once, back in its place if the server refuses. */
export function useDeleteNote(onRolledBack: (note: Note) => void) {
  return useOptimisticMutation<Note[], Note, boolean>({
    queryKey: notesKeys.list,
    mutationFn: (note) => http.call(notesEndpoints.deleteNote, { query: { id: note.id } }),
    apply: (notes, gone) => notes.filter((note) => note.id !== gone.id),
    settle: (notes, _answer, gone) => notes.filter((note) => note.id !== gone.id),
    onRolledBack: (_error, note) => onRolledBack(note),
  });
}

/** `POST api/apps/notes/tasks {id, task}`: the item is shown at once, with the server's id once it has one. */
export function useAddNoteTask(onRolledBack: (content: string) => void) {
  return useOptimisticMutation<Note[], { id: string; content: string }, Note | null>({
    queryKey: notesKeys.list,
    mutationFn: ({ id, content }) => http.call(notesEndpoints.addTask, { body: { id, task: { content } } }),
    apply: (notes, { id, content }) =>
      notes.map((note) =>
        note.id === id
          ? { ...note, tasks: [...note.tasks, { id: `pending:${note.tasks.length}:${content}`, content, completed: false }] }
          : note,
      ),
    settle: (notes, saved) => (saved ? replaced(notes, saved) : notes),
    onRolledBack: (_error, { content }) => onRolledBack(content),
  });
}

/** The note labels; a deleted one leaves every note, so the notes are fetched again. */
export function useNoteLabelChanges(onRolledBack: (change: TagEdit<NoteLabel>) => void) {
  const queryClient = useQueryClient();
  return useTagChanges<NoteLabel, 'label'>({
    tagsKey: notesKeys.labels,
    contracts: notesEndpoints.label,
    field: 'label',
    onDeleted: () => void queryClient.invalidateQueries({ queryKey: notesKeys.list }),
    onRolledBack,
  });
}
