import { z } from '@/lib/validation';
import type { InboxEntry } from './types';

/** One entry of a read/unread list (messages or notifications), as the server keeps it. */
export const inboxEntrySchema: z.ZodType<InboxEntry> = z.object({
  id: z.string().min(1),
  read: z.boolean(),
  seen: z.boolean().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  time: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
  link: z.string().optional(),
  useRouter: z.boolean().optional(),
});

/** What a create or an update may carry (the id and, on create, the time come from the server). */
export const inboxEntryInputSchema = z.object({
  read: z.boolean().optional(),
  seen: z.boolean().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  time: z.string().optional(),
  icon: z.string().optional(),
  image: z.string().optional(),
  link: z.string().optional(),
  useRouter: z.boolean().optional(),
});
