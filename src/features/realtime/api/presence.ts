import { http } from '@/lib/http';
import type { User } from '@/features/user';
import { realtimeEndpoints } from '../endpoints';

// The presence calls, whose paths the spec does not show (realtimeEndpoints). Setting the status
// answers the updated user; set-online false is what a closing page sends.

/** Sent a second after every page load, for no one's asking: no loading bar. */
export const setStatusOnline = () => http.post<User>(realtimeEndpoints.status, { status: 'ONLINE' }, { background: true });

/** Sent while the page unloads: `keepalive` lets it outlive the page, with the bearer token (a beacon could carry none). */
export const setOffline = () => http.post<boolean>(realtimeEndpoints.setOnline, { online: false }, { keepalive: true, background: true });
