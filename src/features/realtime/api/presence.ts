import { http } from '@/lib/http';
import type { User } from '@/features/user';
import { realtimeEndpoints } from '../endpoints';

/**
 * The presence calls, whose paths the spec does not show: kept here, in one place. Setting the
 * status answers the updated user; set-online false is what a closing page sends.
 */
export const presencePaths = {
  status: realtimeEndpoints.status,
  setOnline: realtimeEndpoints.setOnline,
} as const;

/** Sent a second after every page load, for no one's asking: no loading bar. */
export const setStatusOnline = () => http.post<User>(presencePaths.status, { status: 'ONLINE' }, { background: true });

/** Sent while the page unloads: `keepalive` lets it outlive the page, with the bearer token (a beacon could carry none). */
export const setOffline = () => http.post<boolean>(presencePaths.setOnline, { online: false }, { keepalive: true, background: true });
