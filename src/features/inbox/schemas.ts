import { z } from '@/lib/validation';
import type { InboxEntry } from './types';

/** One entry of a read/unread list (messages or notifications), as the server keeps it. */
export const inboxEntrySchema: z.ZodMiniType<InboxEntry> = z.object({
  id: z.string().check(z.minLength(1)),
  read: z.boolean(),
  seen: z.optional(z.boolean()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  time: z.string(),
  icon: z.optional(z.string()),
  image: z.optional(z.string()),
  link: z.optional(z.string()),
  useRouter: z.optional(z.boolean()),
});

/** What a create or an update may carry (the id and, on create, the time come from the server). */
export const inboxEntryInputSchema = z.object({
  read: z.optional(z.boolean()),
  seen: z.optional(z.boolean()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  time: z.optional(z.string()),
  icon: z.optional(z.string()),
  image: z.optional(z.string()),
  link: z.optional(z.string()),
  useRouter: z.optional(z.boolean()),
});
