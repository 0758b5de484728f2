import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { callEndpoints } from '../endpoints';

/** `GET api/calls/room?id`: who is in the room (the spec does not show the call screen or its calls). */
export const roomQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['call-room', id] as const,
    queryFn: ({ signal }) => http.call(callEndpoints.room, { query: { id }, signal }),
  });

export const useRoom = (id: string | undefined) => useQuery({ ...roomQueryOptions(id ?? ''), enabled: !!id });
