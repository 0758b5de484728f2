import type { PageRoute } from '@/lib/query';
import { noteLabelsQueryOptions, notesQueryOptions } from './api/get-notes';
import { NotesPage } from './NotesPage';

/** `/{lang}/apps/notes`: every note (view, label and search filter them on the page) and the labels. */
export const notesRoute: PageRoute = {
  Component: NotesPage,
  prefetch: (queryClient) => {
    void queryClient.prefetchQuery(notesQueryOptions());
    void queryClient.prefetchQuery(noteLabelsQueryOptions());
  },
};
