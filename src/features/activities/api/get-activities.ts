import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { activitiesEndpoints } from '../endpoints';

/** `GET api/pages/activities`: the feed, newest first. */
export const activitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['activities'],
    staleTime: 60_000,
    queryFn: ({ signal }) => http.call(activitiesEndpoints.activities, { signal }),
  });

export const useActivities = () => useQuery(activitiesQueryOptions());
