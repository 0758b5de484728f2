import { z } from '@/lib/validation';

export const emailLabels = ['Personal', 'Work'] as const;
export const phoneLabels = ['Mobile', 'Work', 'Home'] as const;

/** A contact of the address book (template-apps.md point 3, Contacts). */
export const contactSchema = z.object({
  id: z.string().min(1),
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  name: z.string(),
  emails: z.array(z.object({ email: z.string(), label: z.enum(emailLabels) })),
  phoneNumbers: z.array(z.object({ country: z.string().regex(/^[a-z]{2}$/), phoneNumber: z.string(), label: z.enum(phoneLabels) })),
  title: z.string().optional(),
  company: z.string(),
  /** ISO date-time. */
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  /** HTML, sanitised before it is shown. */
  notes: z.string().nullable(),
  /** Ids of contact tags. */
  tags: z.array(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactTagSchema = z.object({ id: z.string().min(1), title: z.string().trim().min(1) });
export type ContactTag = z.infer<typeof contactTagSchema>;
