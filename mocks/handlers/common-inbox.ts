import { http, HttpResponse } from 'msw';
import type { InboxEntry } from '@/features/inbox';
import { defineTable } from '../db';
import { createMessages, createNotifications } from '../data/inbox';

const newestFirst = (a: InboxEntry, b: InboxEntry) => b.time.localeCompare(a.time);

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

/**
 * The read/unread list endpoints shared by messages and notifications (spec point 7,
 * template-apps.md "Common messages and notifications"): list, create, update, delete and
 * mark-all-as-read. An unknown id answers 200 with nothing, as the template's handlers do.
 */
function inboxEndpoints<T extends InboxEntry>(path: string, entity: string, table: ReturnType<typeof defineTable<T[]>>, readAll: (entry: T) => T) {
  const url = `*/${path}`;
  return [
    http.get(url, () => HttpResponse.json([...table.get()].sort(newestFirst))),

    http.post(url, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, Partial<T>> | null;
      const entry = body?.[entity];
      if (!entry || typeof entry !== 'object') return badRequest(`Body must be { ${entity} }`);
      const created = { read: false, ...entry, id: crypto.randomUUID(), time: entry.time ?? new Date().toISOString() } as T;
      table.update((entries) => [created, ...entries]);
      return HttpResponse.json(created);
    }),

    http.patch(url, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as ({ id?: string } & Record<string, Partial<T>>) | null;
      const change = body?.[entity];
      if (!body?.id || !change || typeof change !== 'object') return badRequest(`Body must be { id, ${entity} }`);
      let updated: T | null = null;
      table.update((entries) =>
        entries.map((entry) => {
          if (entry.id !== body.id) return entry;
          updated = { ...entry, ...change, id: entry.id };
          return updated;
        }),
      );
      return HttpResponse.json(updated);
    }),

    http.delete(url, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      const removed = table.get().find((entry) => entry.id === id) ?? null;
      if (removed) table.update((entries) => entries.filter((entry) => entry.id !== id));
      return HttpResponse.json(removed);
    }),

    http.get(`${url}/mark-all-as-read`, () => {
      table.update((entries) => entries.map(readAll));
      return HttpResponse.json(true);
    }),
  ];
}

export const messagesTable = defineTable('messages', createMessages);
export const notificationsTable = defineTable('notifications', createNotifications);

export const messagesHandlers = inboxEndpoints('api/common/messages', 'message', messagesTable, (message) => ({ ...message, read: true }));

export const notificationsHandlers = [
  // Mark-all-as-read sets both read and seen (template-apps.md point 4).
  ...inboxEndpoints('api/common/notifications', 'notification', notificationsTable, (notification) => ({ ...notification, read: true, seen: true })),

  /**
   * Sets one notification's read state to the one given. The body names the wanted state rather
   * than asking for a flip, so a request sent twice (a retry) cannot undo itself.
   */
  http.post('*/api/common/notifications/toggle-read-status', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { id?: string; read?: boolean } | null;
    if (!body?.id || typeof body.read !== 'boolean') return badRequest('Body must be { id, read }');
    let updated = null;
    notificationsTable.update((entries) =>
      entries.map((entry) => (entry.id === body.id ? (updated = { ...entry, read: body.read as boolean, seen: true }) : entry)),
    );
    return HttpResponse.json(updated);
  }),
];
