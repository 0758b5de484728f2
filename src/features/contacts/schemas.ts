import { emailAddress, pictureRules, z } from '@/lib/validation';

export const emailLabels = ['Personal', 'Work'] as const;
export const phoneLabels = ['Mobile', 'Work', 'Home'] as const;

/** The longest values a contact takes: shown as counts in the form, refused beyond by the server. */
export const contactLimits = { name: 100, title: 100, company: 100, address: 300, notes: 5000, phoneDigits: 15, emails: 10, phoneNumbers: 10, tags: 20, tagTitle: 40 } as const;

const id = z.string().min(1).max(100);

/** A phone number as stored: digits only, at most 15 (E.164 without the country code). */
const phoneDigits = z.string().regex(/^\d{1,15}$/);

/** A contact of the address book (template-apps.md point 3, Contacts). */
export const contactSchema = z.object({
  id,
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

/**
 * What `PATCH api/apps/contacts/contact` takes: any of the fields, each with the rules the form
 * shows (name required, e-mail addresses, phone digits, lengths), so that a request that goes
 * around the form is refused the same way.
 */
export const contactChangeSchema = z
  .object({
    name: z.string().trim().min(1).max(contactLimits.name),
    emails: z.array(z.object({ email: emailAddress(), label: z.enum(emailLabels) })).max(contactLimits.emails),
    phoneNumbers: z.array(z.object({ country: z.string().regex(/^[a-z]{2}$/), phoneNumber: phoneDigits, label: z.enum(phoneLabels) })).max(contactLimits.phoneNumbers),
    title: z.string().trim().max(contactLimits.title),
    company: z.string().trim().max(contactLimits.company),
    birthday: z.iso.datetime().nullable(),
    address: z.string().trim().max(contactLimits.address).nullable(),
    notes: z.string().max(contactLimits.notes).nullable(),
    tags: z.array(id).max(contactLimits.tags),
    /** Only taken away here; a picture comes through `POST api/apps/contacts/avatar`, which checks it. */
    avatar: z.null(),
  })
  .partial()
  .strict();
export type ContactChange = z.infer<typeof contactChangeSchema>;

/** A new contact as the spec has it: 'New Contact', empty job (title and company), nothing else yet. */
export const newContact = (contactId: string): Contact => ({
  id: contactId,
  avatar: null,
  background: null,
  name: 'New Contact',
  emails: [],
  phoneNumbers: [],
  title: '',
  company: '',
  birthday: null,
  address: null,
  notes: null,
  tags: [],
});

/** A country or territory a phone number belongs to (template-apps.md point 3, Country). */
export const countrySchema = z.object({
  id: z.string(),
  /** ISO 3166 two-letter code, upper case (XK for Kosovo). */
  iso: z.string().regex(/^[A-Z]{2}$/),
  /** English name; the client shows the name in the page's language. */
  name: z.string(),
  /** Dialling prefix, such as +43. */
  code: z.string().regex(/^\+\d{1,4}$/),
  /** The flag's place in the template's sprite, kept for its shape; flags are drawn per country from `iso`. */
  flagImagePos: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** Avatars the server takes (and the picker offers): pictures a browser shows everywhere, at most 5 MB. */
export const avatarRules = pictureRules;

export const contactTagSchema = z.object({ id, title: z.string().trim().min(1).max(contactLimits.tagTitle) });
export type ContactTag = z.infer<typeof contactTagSchema>;
