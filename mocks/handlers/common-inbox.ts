import { z } from '@/lib/validation';
import type { InboxContracts } from '@/lib/contract';
import type { InboxEntry } from '@/features/inbox';
import { inboxEntryInputSchema, inboxEntrySchema } from '@/features/inbox/schemas';
import { defineArea, endpoint, idAndChange, idQuery, type Endpoint } from '../api';
import { defineCollection, type Collection } from '../collection';
import { createMessages, createNotifications } from '../data/inbox';
import { messagesEndpoints } from '@/features/messages/endpoints';
import { notificationsEndpoints } from '@/features/notifications/endpoints';

const newestFirst = (a: InboxEntry, b: InboxEntry) => b.time.localeCompare(a.time);

/**
 * The read/unread list endpoints shared by messages and notifications (spec point 7,
 * template-apps.md "Common messages and notifications"): list, create, update, delete and
 * mark-all-as-read, which sets both read and seen (template-apps.md point 4). An unknown id
 * answers 200 with nothing, as the template's handlers do.
 */
function inboxEndpoints<K extends 'message' | 'notification'>(
  contracts: InboxContracts<InboxEntry, K>,
  entity: K,
  collection: Collection<InboxEntry>,
): Endpoint[] {
  // The entity's name is the area's: here it is any name, as the schemas below build it.
  const { list, create, change, remove, markAllRead } = contracts as unknown as InboxContracts<InboxEntry, string>;
  const one: string = entity;
  return [
    endpoint(list, { rule: `The ${entity}s, newest first.` }, () => [...collection.all()].sort(newestFirst)),

    endpoint(
      create,
      {
        rule: `Body {${entity}}: the ${entity} with a new id (and the current time if it has none), unread unless it says otherwise.`,
        body: z.object({ [entity]: inboxEntryInputSchema }),
      },
      ({ body }) => {
        const entry = (body as Record<string, z.output<typeof inboxEntryInputSchema>>)[entity]!;
        return collection.insert({ read: false, ...entry, id: crypto.randomUUID(), time: entry.time ?? new Date().toISOString() });
      },
    ),

    endpoint(
      change,
      {
        rule: `Body {id, ${entity}}: the given fields merged; null for an unknown id.`,
        body: idAndChange(one, inboxEntryInputSchema),
      },
      // `one` is any name, so the body's type cannot tell `id` from it: each is read as what its schema checked.
      ({ body }) => collection.patch(body.id as unknown as string, body[one] as z.output<typeof inboxEntryInputSchema>),
    ),

    endpoint(remove, { rule: `Query id: the removed ${entity}; null for an unknown id.`, query: idQuery }, ({ query }) =>
      collection.remove(query.id),
    ),

    endpoint(markAllRead, { rule: `Sets read and seen on every ${entity}; answers true.` }, () => {
      collection.update((entries) => entries.map((entry) => ({ ...entry, read: true, seen: true })));
      return true;
    }),
  ];
}

export const messagesTable = defineCollection('messages', { schema: inboxEntrySchema, version: 1, seed: createMessages });
export const notificationsTable = defineCollection('notifications', { schema: inboxEntrySchema, version: 1, seed: createNotifications });

export const messagesArea = defineArea('Messages', inboxEndpoints(messagesEndpoints, 'message', messagesTable));

export const notificationsArea = defineArea('Notifications', [
  /**
   * Sets one notification's read state to the one given. The body names the wanted state rather
   * than asking for a flip, so a request sent twice (a retry) cannot undo itself.
   */
  endpoint(
    notificationsEndpoints.toggleReadStatus,
    {
      rule: 'Body {id, read}: sets that read state (and seen); the notification, or null for an unknown id.',
      body: idAndChange('read', z.boolean()),
    },
    ({ body }) => notificationsTable.patch(body.id, { read: body.read, seen: true }),
  ),
  ...inboxEndpoints(notificationsEndpoints, 'notification', notificationsTable),
]);
