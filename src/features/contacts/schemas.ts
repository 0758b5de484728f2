import { emailAddress, pictureRules, z } from '@/lib/validation';

export const emailLabels = ['Personal', 'Work'] as const;
export const phoneLabels = ['Mobile', 'Work', 'Home'] as const;

/** The longest values a contact takes: shown as counts in the form, refused beyond by the server. */
export const contactLimits = {
  name: 100,
  title: 100,
  company: 100,
  address: 300,
  notes: 5000,
  phoneDigits: 15,
  emails: 10,
  phoneNumbers: 10,
  tags: 20,
  tagTitle: 40,
} as const;

const id = z.string().check(z.minLength(1), z.maxLength(100));

/** A phone number as stored: digits only, at most 15 (E.164 without the country code). */
const phoneDigits = z.string().check(z.regex(/^\d{1,15}$/));

/** A contact of the address book (template-apps.md point 3, Contacts). */
export const contactSchema = z.object({
  id,
  avatar: z.nullable(z.string()),
  background: z.nullable(z.string()),
  name: z.string(),
  emails: z.array(z.object({ email: z.string(), label: z.enum(emailLabels) })),
  phoneNumbers: z.array(
    z.object({ country: z.string().check(z.regex(/^[a-z]{2}$/)), phoneNumber: z.string(), label: z.enum(phoneLabels) }),
  ),
  title: z.optional(z.string()),
  company: z.string(),
  /** ISO date-time. */
  birthday: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** HTML, sanitised before it is shown. */
  notes: z.nullable(z.string()),
  /** Ids of contact tags. */
  tags: z.array(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * What `PATCH api/apps/contacts/contact` takes: any of the fields, each with the rules the form
 * shows (name required, e-mail addresses, phone digits, lengths), so that a request that goes
 * around the form is refused the same way.
 */
export const contactChangeSchema = z.partial(
  z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(contactLimits.name)),
    emails: z.array(z.object({ email: emailAddress(), label: z.enum(emailLabels) })).check(z.maxLength(contactLimits.emails)),
    phoneNumbers: z
      .array(z.object({ country: z.string().check(z.regex(/^[a-z]{2}$/)), phoneNumber: phoneDigits, label: z.enum(phoneLabels) }))
      .check(z.maxLength(contactLimits.phoneNumbers)),
    title: z.string().check(z.trim(), z.maxLength(contactLimits.title)),
    company: z.string().check(z.trim(), z.maxLength(contactLimits.company)),
    birthday: z.nullable(z.iso.datetime()),
    address: z.nullable(z.string().check(z.trim(), z.maxLength(contactLimits.address))),
    notes: z.nullable(z.string().check(z.maxLength(contactLimits.notes))),
    tags: z.array(id).check(z.maxLength(contactLimits.tags)),
    /** Only taken away here; a picture comes through `POST api/apps/contacts/avatar`, which checks it. */
    avatar: z.null(),
  }),
);
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
  iso: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** English name; the client shows the name in the page's language. */
  name: z.string(),
  /** Dialling prefix, such as +43. */
  code: z.string().check(z.regex(/^\+\d{1,4}$/)),
  /** The flag's place in the template's sprite, kept for its shape; flags are drawn per country from `iso`. */
  flagImagePos: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** Avatars the server takes (and the picker offers): pictures a browser shows everywhere, at most 5 MB. */
export const avatarRules = pictureRules;

export const contactTagSchema = z.object({ id, title: z.string().check(z.trim(), z.minLength(1), z.maxLength(contactLimits.tagTitle)) });
export type ContactTag = z.infer<typeof contactTagSchema>;
