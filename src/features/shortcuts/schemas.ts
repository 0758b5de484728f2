import { z } from '@/lib/validation';
import type { Shortcut } from './types';

/** The longest label, description and link a shortcut may have: the form shows them, the server refuses more. */
export const shortcutLimits = { label: 40, description: 120, link: 2048 } as const;

/**
 * What a shortcut's link is, by the link itself: a path of this app ('/profile', 'apps/mailbox'),
 * a web address (http or https, with a host), or null for anything else: another scheme
 * (javascript:, data:, vbscript:, mailto:...), a protocol-relative '//host', or control characters.
 */
export function shortcutLinkKind(link: string): 'app' | 'web' | null {
  const value = link.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass.
  if (!value || /[\u0000-\u001f\u007f-\u009f\s\\]/.test(value) || value.startsWith('//')) return null;
  if (!/^[a-z][a-z\d+.-]*:/i.test(value)) return 'app';
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? 'web' : null;
  } catch {
    return null;
  }
}

const shortcutLink = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(shortcutLimits.link), z.refine((link) => shortcutLinkKind(link) !== null, 'Only a path of the app or an http(s) address.'));

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
