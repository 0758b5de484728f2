import { z } from '@/lib/validation';
import { shortcutInputSchema, shortcutRecordSchema } from '@/features/shortcuts/schemas';
import { defineArea, endpoint, idAndChange, idQuery } from '../api';
import { defineCollection } from '../collection';
import { createShortcuts } from '../data/shortcuts';
import { shortcutsEndpoints } from '@/features/shortcuts/endpoints';

export const shortcutsTable = defineCollection('shortcuts', { schema: shortcutRecordSchema, version: 1, seed: createShortcuts });

/** `api/common/shortcuts` (template-apps.md point 7): created ones go first, PATCH merges, DELETE returns the removed one. */
export const shortcutsArea = defineArea('Shortcuts', [
  endpoint(shortcutsEndpoints.shortcuts, { rule: 'The shortcuts, newest first.' }, () => shortcutsTable.all()),

  endpoint(
    shortcutsEndpoints.createShortcut,
    { rule: 'Body {shortcut}: the shortcut with a generated id, added at the top.', body: z.object({ shortcut: shortcutInputSchema }) },
    ({ body }) => shortcutsTable.insert({ ...body.shortcut, id: crypto.randomUUID() }),
  ),

  endpoint(
    shortcutsEndpoints.changeShortcut,
    {
      rule: 'Body {id, shortcut}: the given fields merged; null for an unknown id.',
      body: idAndChange('shortcut', z.partial(shortcutInputSchema)),
    },
    ({ body }) => shortcutsTable.patch(body.id, body.shortcut),
  ),

  endpoint(
    shortcutsEndpoints.deleteShortcut,
    { rule: 'Query id: the removed shortcut; null for an unknown id.', query: idQuery },
    ({ query }) => shortcutsTable.remove(query.id),
  ),
]);
