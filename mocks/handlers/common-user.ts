import { z } from '@/lib/validation';
import { userSchema, userUpdateSchema } from '@/features/user/schemas';
import { defineArea, endpoint } from '../api';
import { defineTable } from '../db';
import { createUser } from '../data/user';

export const userTable = defineTable('user', { version: 1, seed: () => createUser() });

const path = 'api/common/user';

export const userArea = defineArea('User', [
  endpoint.get({ path, rule: 'The signed-in user.' }, () => userTable.get()),

  endpoint.patch(
    { path, rule: 'Body {user}: the given fields merged into the user, settings one level down; the id stays.', body: z.object({ user: userUpdateSchema }) },
    ({ body: { user } }) =>
      userTable.update((current) => userSchema.parse({ ...current, ...user, id: current.id, settings: { ...current.settings, ...user.settings } })),
  ),
]);
