import { http } from '@/lib/http';
import { realtimeEndpoints } from '../endpoints';

/** Declines a call by its room id (the spec does not show the path). */

export const declineCall = (roomId: string) => http.call(realtimeEndpoints.declineCall, { body: { id: roomId } });
