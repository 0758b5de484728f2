import { contract } from '@/lib/contract';
import type { User, UserStatus } from '@/features/user';
import type { IncomingCall } from './types';

/**
 * The endpoints of presence and calls, whose paths the spec does not show, relative to the API base:
 * the feature's API functions call them and the fake backend answers them, so that each is written
 * once, with what it sends and answers.
 */
export const realtimeEndpoints = {
  /** The status in any case (`ONLINE`); answers the updated user. */
  status: contract.post<{ body: { status: Uppercase<UserStatus> | UserStatus }; answer: User }>('api/common/user/status'),
  /** Sent with keepalive as the last page of the user closes. */
  setOnline: contract.post<{ body: { online: boolean }; answer: boolean }>('api/common/user/set-online'),
  declineCall: contract.post<{ body: { id: string }; answer: boolean }>('api/calls/decline'),
  /** The calls still open for the user: the client checks each entry, since it comes from outside. */
  openCalls: contract.get<{ answer: { call: IncomingCall; channel: string }[] }>('api/calls/open'),
};
