import type { PageRoute } from '@/lib/query';
import { roomQueryOptions } from './api/get-room';
import { CallPage } from './CallPage';

/** `/{lang}/call?id=`: who is in the room, asked for while the camera and microphone are being asked for. */
export const callRoute: PageRoute = {
  Component: CallPage,
  prefetch: (queryClient, { query }) => {
    const roomId = query.get('id')?.trim();
    if (roomId) void queryClient.prefetchQuery(roomQueryOptions(roomId));
  },
};
