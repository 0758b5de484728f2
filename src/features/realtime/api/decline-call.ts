import { http } from '@/lib/http';

/** Declines a call by its room id (the spec does not show the path). */
export const declineCallPath = 'api/calls/decline';

export const declineCall = (roomId: string) => http.post<boolean>(declineCallPath, { id: roomId });
