import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { ActivityEntry } from '../schemas';
import { activitiesEndpoints } from '../endpoints';

/** `GET api/pages/activities`: the feed, newest first. */
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['activities'],
    staleTime: 60_000,
    queryFn: ({ signal }) => http.get<ActivityEntry[]>(activitiesEndpoints.activities, { signal }),
  });

export const useActivities = () => useQuery(activitiesQueryOptions());
