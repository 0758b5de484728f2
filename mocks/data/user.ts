import type { User } from '@/features/user';

export const sampleUser: User = {
  id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
  email: 'anna.gruber@callcenter.example',
  fullName: 'Anna Gruber',
  profilePhoto: '/images/avatars/anna-gruber.svg',
  status: 'online',
  wallet: 120.5,
  verifiedByCenter: true,
  role: 'SWITCHING_CENTER_LEADER',
  settings: { notifyType: 'all' },
};

export function createUser(overrides: Partial<User> = {}): User {
  return { ...sampleUser, ...overrides, settings: { ...sampleUser.settings, ...overrides.settings } };
}
