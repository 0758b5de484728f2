import type { Role } from '@/features/user';
import { hubChannels } from './types';

const { profileUpdate, incomingCall, needInterpreter, directIncomingCall, callAnswered } = hubChannels;

/**
 * Which role listens to which channel (spec point 6 names the groups, not the roles): the two
 * kinds who take calls, interpreters and captioners, get incoming calls; the switching centre's
 * staff, who place interpreters, get need-interpreter and direct calls. Everyone signed in gets
 * profile updates; whoever can ring also hears when a room was answered elsewhere.
 */
export const channelsByRole: Record<Role, readonly string[]> = {
  ANONYMOUS: [],
  INTERPRETER: [profileUpdate, incomingCall, callAnswered],
  CAPTIONER: [profileUpdate, incomingCall, callAnswered],
  SWITCHING_CENTER_LEADER: [profileUpdate, needInterpreter, directIncomingCall, callAnswered],
  SWITCHING_CENTER_EMPLOYEE: [profileUpdate, needInterpreter, directIncomingCall, callAnswered],
  COMPANY_LEADER: [profileUpdate],
  ADMIN: [profileUpdate],
  CUSTOMER: [profileUpdate],
};

export const callChannels: readonly string[] = [incomingCall, needInterpreter, directIncomingCall];
