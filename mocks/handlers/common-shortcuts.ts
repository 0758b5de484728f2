import { http, HttpResponse } from 'msw';
import type { Shortcut } from '@/features/shortcuts';
import { defineTable } from '../db';
import { createShortcuts } from '../data/shortcuts';

export const shortcutsTable = defineTable<Shortcut[]>('shortcuts', createShortcuts);

const badRequest = (message: string) => HttpResponse.json({ message }, { status: 400 });

/** `api/common/shortcuts` (template-apps.md point 7): created ones go first, PATCH merges, DELETE returns the removed one. */
export const shortcutsHandlers = [
  http.get('*/api/common/shortcuts', () => HttpResponse.json(shortcutsTable.get())),

  http.post('*/api/common/shortcuts', async ({ request }) => {
    const { shortcut } = ((await request.json().catch(() => null)) ?? {}) as { shortcut?: Omit<Shortcut, 'id'> };
    if (!shortcut || typeof shortcut !== 'object') return badRequest('Body must be { shortcut }');
    const created = { ...shortcut, id: crypto.randomUUID() } as Shortcut;
    shortcutsTable.update((shortcuts) => [created, ...shortcuts]);
    return HttpResponse.json(created);
  }),

  http.patch('*/api/common/shortcuts', async ({ request }) => {
    const { id, shortcut } = ((await request.json().catch(() => null)) ?? {}) as { id?: string; shortcut?: Partial<Shortcut> };
    if (!id || !shortcut || typeof shortcut !== 'object') return badRequest('Body must be { id, shortcut }');
    let updated: Shortcut | null = null;
    shortcutsTable.update((shortcuts) => shortcuts.map((item) => (item.id === id ? (updated = { ...item, ...shortcut, id }) : item)));
    return HttpResponse.json(updated);
  }),

  http.delete('*/api/common/shortcuts', ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const removed = shortcutsTable.get().find((item) => item.id === id) ?? null;
    if (removed) shortcutsTable.update((shortcuts) => shortcuts.filter((item) => item.id !== id));
    return HttpResponse.json(removed);
  }),
];
