import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { notesEndpoints } from '../endpoints';

export const notesKeys = {
  all: ['notes'] as const,
  list: ['notes', 'list'] as const,
  labels: ['notes', 'labels'] as const,
};

/** Every note, newest first: the grid filters them by view, label and search, and the dialog reads one. */
export const notesQueryOptions = () =>
  queryOptions({ queryKey: notesKeys.list, queryFn: ({ signal }) => http.call(notesEndpoints.all, { signal }) });

export const useNotes = () => useQuery(notesQueryOptions());

export const noteLabelsQueryOptions = () =>
  queryOptions({ queryKey: notesKeys.labels, queryFn: ({ signal }) => http.call(notesEndpoints.labels, { signal }) });

export const useNoteLabels = () => useQuery(noteLabelsQueryOptions());
