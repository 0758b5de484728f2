import type { PageRoute } from '@/lib/query';
import { boardLabelsQueryOptions, boardQueryOptions, boardsQueryOptions, scrumboardMembersQueryOptions } from './api/get-scrumboard';
import { ScrumboardPage } from './ScrumboardPage';

/** `/{lang}/apps/scrumboard/:boardId?`: the boards, or one board with its labels; the members either way. */
export const scrumboardRoute: PageRoute = {
  Component: ScrumboardPage,
  prefetch: (queryClient, { params: { boardId } }) => {
    void queryClient.prefetchQuery(scrumboardMembersQueryOptions());
    if (!boardId) {
      void queryClient.prefetchQuery(boardsQueryOptions());
      return;
    }
    void queryClient.prefetchQuery(boardQueryOptions(boardId));
    void queryClient.prefetchQuery(boardLabelsQueryOptions(boardId));
  },
};
