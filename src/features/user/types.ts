/** The roles the menu and guards know (spec point 6), and the user kinds of the domain. */
export const roles = [
  'ANONYMOUS',
  'CAPTIONER',
  'COMPANY_LEADER',
  'SWITCHING_CENTER_LEADER',
  'SWITCHING_CENTER_EMPLOYEE',
  'ADMIN',
  'INTERPRETER',
  'CUSTOMER',
] as const;
export type Role = (typeof roles)[number];

export const userStatuses = ['online', 'away', 'busy', 'invisible'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const notifyTypes = ['all', 'ringtone', 'vibrate'] as const;
export type NotifyType = (typeof notifyTypes)[number];

export interface User {
  id: string;
  email: string;
  fullName: string;
  profilePhoto: string | null;
  status: UserStatus;
  /** Credit balance; may be negative on the server, shown as at least 0. */
  wallet: number;
  verifiedByCenter: boolean;
  role: Role;
  settings: { notifyType: NotifyType };
}

export type UserUpdate = Partial<Omit<User, 'id' | 'settings'>> & { settings?: Partial<User['settings']> };

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);
