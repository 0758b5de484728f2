import { z } from 'zod';
import type { Shortcut } from './types';

/** A stored shortcut (`api/common/shortcuts`); the form's own rules, with translated texts, are in shortcut-schema.ts. */
export const shortcutRecordSchema: z.ZodType<Shortcut> = z.object({
  id: z.string().min(1),
  label: z.string().trim().min(1),
  description: z.string().optional(),
  icon: z.string().min(1),
  link: z.string().trim().min(1),
  useRouter: z.boolean(),
});

/** What a create or an update may carry: everything but the id. */
export const shortcutInputSchema = z.object({
  label: z.string().trim().min(1),
  description: z.string().optional(),
  icon: z.string().min(1),
  link: z.string().trim().min(1),
  useRouter: z.boolean(),
});
