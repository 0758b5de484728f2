import { sessionItems } from '@/lib/auth';
import { withLatinDigits } from '@/lib/i18n';
import { emailAddress, z } from '@/lib/validation';
import { contactLimits, emailLabels, phoneLabels, type Contact, type ContactChange } from './schemas';

/** A contact as the edit form holds it: plain text everywhere, dates as `YYYY-MM-DD`. */
export interface ContactFormValues {
  name: string;
  title: string;
  company: string;
  emails: { email: string; label: (typeof emailLabels)[number] }[];
  phoneNumbers: { country: string; phoneNumber: string; label: (typeof phoneLabels)[number] }[];
  birthday: string | null;
  address: string;
  notes: string;
  tags: string[];
}

/** The notes as text to edit: one paragraph per block of the HTML, separated by a blank line. */
export function notesText(html: string | null): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.children].filter((element) => element.textContent?.trim());
  const paragraphs = blocks.length ? blocks.map((element) => element.textContent?.trim() ?? '') : [body.textContent?.trim() ?? ''];
  return paragraphs.filter(Boolean).join('\n\n');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text back to HTML: a paragraph per blank-line block, line breaks kept; nothing typed becomes markup. */
export function notesHtml(text: string): string | null {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.length ? paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`).join('') : null;
}

/** A phone number's digits as typed, Arabic ones written as Latin: the number as it is saved. */
export const phoneDigitsOf = (typed: string) => withLatinDigits(typed).replace(/\D/g, '');

export function toFormValues(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    title: contact.title ?? '',
    company: contact.company,
    emails: contact.emails.map((email) => ({ ...email })),
    phoneNumbers: contact.phoneNumbers.map((phone) => ({ ...phone })),
    birthday: contact.birthday ? contact.birthday.slice(0, 10) : null,
    address: contact.address ?? '',
    notes: notesText(contact.notes),
    tags: [...contact.tags],
  };
}

/** What the server is sent: every field, cleaned; the notes only when their text changed, so that untouched formatting stays. */
export function toChange(values: ContactFormValues, contact: Contact): ContactChange {
  const change: ContactChange = {
    name: values.name.trim(),
    title: values.title.trim(),
    company: values.company.trim(),
    emails: values.emails.map(({ email, label }) => ({ email: email.trim(), label })),
    phoneNumbers: values.phoneNumbers.map(({ country, phoneNumber, label }) => ({
      country,
      phoneNumber: phoneDigitsOf(phoneNumber),
      label,
    })),
    birthday: values.birthday ? `${values.birthday}T00:00:00.000Z` : null,
    address: values.address.trim() || null,
    tags: values.tags,
  };
  if (values.notes.trim() !== notesText(contact.notes)) change.notes = notesHtml(values.notes);
  return change;
}

export interface ContactFormMessages {
  nameRequired: string;
  tooLong: (max: number) => string;
  emailInvalid: string;
  phoneInvalid: string;
  countryRequired: string;
}

/** The form's rules, the same as the server's, each with the message the field shows. */
export const contactFormSchema = (messages: ContactFormMessages) =>
  z.object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(contactLimits.name, messages.tooLong(contactLimits.name))),
    title: z.string().check(z.maxLength(contactLimits.title, messages.tooLong(contactLimits.title))),
    company: z.string().check(z.maxLength(contactLimits.company, messages.tooLong(contactLimits.company))),
    emails: z
      .array(z.object({ email: z.pipe(z.string().check(z.trim()), emailAddress(messages.emailInvalid)), label: z.enum(emailLabels) }))
      .check(z.maxLength(contactLimits.emails)),
    phoneNumbers: z
      .array(
        z.object({
          country: z.string().check(z.regex(/^[a-z]{2}$/, messages.countryRequired)),
          // Spaces, dashes, dots and brackets as people write numbers; what counts is 1 to 15 digits.
          phoneNumber: z
            .string()
            .check(
              z.refine(
                (typed) => /^[\d\s()./-]*$/.test(withLatinDigits(typed)) && /^\d{1,15}$/.test(phoneDigitsOf(typed)),
                messages.phoneInvalid,
              ),
            ),
          label: z.enum(phoneLabels),
        }),
      )
      .check(z.maxLength(contactLimits.phoneNumbers)),
    birthday: z.nullable(z.string()),
    address: z.string().check(z.maxLength(contactLimits.address, messages.tooLong(contactLimits.address))),
    notes: z.string().check(z.maxLength(contactLimits.notes, messages.tooLong(contactLimits.notes))),
    tags: z.array(z.string()),
  }) satisfies z.ZodMiniType<ContactFormValues>;

const draftsItem = 'contacts.drafts';
type Drafts = Record<string, ContactFormValues>;

/**
 * What was typed into a contact and not saved yet, per contact: kept with the session's items, so that
 * opening another contact, a failed save or a reload of the tab loses nothing; gone with the sign-out.
 */
export const contactDrafts = {
  read: (id: string) => sessionItems.read<Drafts>(draftsItem)?.[id],
  write(id: string, values: ContactFormValues) {
    sessionItems.write(draftsItem, { ...sessionItems.read<Drafts>(draftsItem), [id]: values });
  },
  drop(id: string) {
    const { [id]: _dropped, ...others } = sessionItems.read<Drafts>(draftsItem) ?? {};
    sessionItems.write(draftsItem, others);
  },
};
