import { http } from '@/lib/http';
import { realtimeEndpoints } from '../endpoints';

// The presence calls, whose paths the spec does not show (realtimeEndpoints). Setting the status
// answers the updated user; set-online false is what a closing page sends.

/** Sent a second after every page load, for no one's asking: no loading bar. */
export const setStatusOnline = () => http.call(realtimeEndpoints.status, { body: { status: 'ONLINE' }, background: true });

/** Sent while the page unloads: `keepalive` lets it outlive the page, with the bearer token (a beacon could carry none). */
export const setOffline = () => http.call(realtimeEndpoints.setOnline, { body: { online: false }, keepalive: true, background: true });
