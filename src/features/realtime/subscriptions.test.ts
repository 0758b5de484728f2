import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@/features/user';
import { callChannels, channelsByRole } from './subscriptions';

const ringsFor = (role: Role) => channelsByRole[role].filter((channel) => callChannels.includes(channel));

describe('channels per role', () => {
  it('has a row for every role', () => {
    expect(Object.keys(channelsByRole).sort()).toEqual([...roles].sort());
  });

  it('gives incoming calls to the two kinds who take them: interpreters and captioners', () => {
    expect(roles.filter((role) => channelsByRole[role].includes('IncomingCall')).sort()).toEqual(['CAPTIONER', 'INTERPRETER']);
  });

  it('gives need-interpreter and direct calls to the switching centre staff only', () => {
    for (const channel of ['NeedInterpreter', 'DirectIncomingCall']) {
      expect(roles.filter((role) => channelsByRole[role].includes(channel)).sort()).toEqual([
        'SWITCHING_CENTER_EMPLOYEE',
        'SWITCHING_CENTER_LEADER',
      ]);
    }
  });

  it('rings nobody else, and anonymous visitors get nothing at all', () => {
    expect(['ADMIN', 'COMPANY_LEADER', 'CUSTOMER', 'ANONYMOUS'].map((role) => ringsFor(role as Role))).toEqual([[], [], [], []]);
    expect(channelsByRole.ANONYMOUS).toEqual([]);
  });

  it('sends profile updates to every signed-in role, and "answered elsewhere" to whoever can ring', () => {
    for (const role of roles.filter((role) => role !== 'ANONYMOUS')) expect(channelsByRole[role]).toContain('ProfileUpdate');
    for (const role of roles) expect(channelsByRole[role].includes('CallAnswered')).toBe(ringsFor(role).length > 0);
  });
});
