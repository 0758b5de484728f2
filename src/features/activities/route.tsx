import type { PageRoute } from '@/lib/query';
import { activitiesQueryOptions } from './api/get-activities';
import { ActivitiesPage } from './ActivitiesPage';

/** `/{lang}/pages/activities`: the feed. */
export const activitiesRoute: PageRoute = {
  Component: ActivitiesPage,
  prefetch: (queryClient) => void queryClient.prefetchQuery(activitiesQueryOptions()),
};
