import { http, HttpResponse } from 'msw';
import type { User, UserUpdate } from '@/features/user';
import { defineTable } from '../db';
import { createUser } from '../data/user';

export const userTable = defineTable<User>('user', () => createUser());

export const userHandlers = [
  http.get('*/api/common/user', () => HttpResponse.json(userTable.get())),

  /** A partial update: the given fields are merged into the user, settings merged one level down. */
  http.patch('*/api/common/user', async ({ request }) => {
    const { user } = (await request.json()) as { user?: UserUpdate };
    if (!user || typeof user !== 'object') {
      return HttpResponse.json({ message: 'Body must be { user }' }, { status: 400 });
    }
    const updated = userTable.update((current) => ({
      ...current,
      ...user,
      id: current.id,
      settings: { ...current.settings, ...user.settings },
    }));
    return HttpResponse.json(updated);
  }),
];
