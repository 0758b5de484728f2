import { z } from '@/lib/validation';
import { shortcutLimits, shortcutLinkKind } from './shortcut-link';
import type { Shortcut } from './types';

const shortcutLink = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(shortcutLimits.link),
  z.refine((link) => shortcutLinkKind(link) !== null, 'Only a path of the app or an http(s) address.'),
);

/** A stored shortcut (`api/common/shortcuts`); the form's own rules, with translated texts, are in shortcut-schema.ts. */
export const shortcutRecordSchema: z.ZodMiniType<Shortcut> = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.trim(), z.minLength(1)),
  description: z.optional(z.string()),
  icon: z.string().check(z.minLength(1)),
  link: z.string().check(z.trim(), z.minLength(1)),
  useRouter: z.boolean(),
});

/** What a create or an update may carry: everything but the id. */
export const shortcutInputSchema = z.object({
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(shortcutLimits.label)),
  description: z.optional(z.string().check(z.maxLength(shortcutLimits.description))),
  icon: z.string().check(z.minLength(1), z.maxLength(64)),
  link: shortcutLink,
  useRouter: z.boolean(),
});
