import type { Role } from '@/features/user';
import { createUser } from './data/user';
import { defineTable } from './db';

/** The signed-in user of the demo: one record, whose role the demo tools change. */
export const userTable = defineTable('user', { version: 1, seed: () => createUser() });

/** The role a session acts in: the demo has one account, so every valid session is that user's. */
export const sessionRole = (): Role => userTable.get().role;
