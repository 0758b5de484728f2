import { emailAddress, strict, z } from '@/lib/validation';

/** What the server takes at most: a mail to 50 people, 10 files of 10 MB, a body of 100,000 characters. */
export const mailLimits = {
  recipients: 50,
  subject: 300,
  body: 100_000,
  attachments: 10,
  attachmentBytes: 10 * 1024 * 1024,
  labelTitle: 40,
  labels: 20,
} as const;

/** Page size of the mail list (template-apps.md point 9). */
export const mailsPerPage = 10;

const id = z.string().check(z.minLength(1), z.maxLength(100));

/** One person as a mail names them: `Display Name <address>`, or the address alone. */
export const mailContactSchema = z.string().check(z.minLength(1), z.maxLength(320));

export const folderSlugs = ['inbox', 'sent', 'drafts', 'spam', 'trash'] as const;
export const filterSlugs = ['starred', 'important'] as const;

/** The six colours a label may have, named as the template names them. */
export const labelColors = ['blue', 'indigo', 'red', 'teal', 'purple', 'green'] as const;
export type LabelColor = (typeof labelColors)[number];

/** Words the mailbox's own addresses use: a label may not be called like them. */
export const reservedSlugs = [...folderSlugs, ...filterSlugs, 'settings'] as const;

export const mailFolderSchema = z.object({ id, title: z.string(), slug: z.enum(folderSlugs), icon: z.string() });
export type MailFolder = z.infer<typeof mailFolderSchema>;
/** A folder in the list view: with its number of unread mails. */
export type MailFolderWithCount = MailFolder & { count: number };

export const mailFilterSchema = z.object({ id, title: z.string(), slug: z.enum(filterSlugs), icon: z.string() });
export type MailFilter = z.infer<typeof mailFilterSchema>;

export const mailLabelSchema = z.object({
  id,
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(mailLimits.labelTitle)),
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  color: z.enum(labelColors),
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

/** Where the open mail stands: beside the list (`right`, the sample) or under it. */
export const messageLayouts = ['right', 'below'] as const;
export const mailSettingsSchema = z.object({ messageLayout: z.enum(messageLayouts) });
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** The kinds of file a mail carries: pictures and PDF, as in the samples. */
export const attachmentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const mailAttachmentSchema = z.object({
  /** Files sent from here have one (the upload's); the samples' have none. */
  id: z.optional(id),
  type: z.enum(attachmentTypes),
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Bytes. */
  size: z.number().check(z.int(), z.nonnegative(), z.lte(mailLimits.attachmentBytes)),
  /** A picture to show (a sample file or the picture itself as a data URL), or `pdf`. */
  preview: z.string(),
  downloadUrl: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** A mail written here: what `POST api/apps/mailbox/mail` takes. Attachments are the ids of files uploaded before. */
export const newMailSchema = z.strictObject({
  to: z.array(mailContactSchema).check(z.maxLength(mailLimits.recipients)),
  cc: z.array(mailContactSchema).check(z.maxLength(mailLimits.recipients)),
  bcc: z.array(mailContactSchema).check(z.maxLength(mailLimits.recipients)),
  subject: z.string().check(z.trim(), z.maxLength(mailLimits.subject)),
  html: z.string().check(z.maxLength(mailLimits.body)),
  attachments: z.array(id).check(z.maxLength(mailLimits.attachments)),
});
export type NewMail = z.infer<typeof newMailSchema>;

export const mailSchema = z.object({
  id,
  type: z.literal('mail'),
  from: z.object({ avatar: z.nullable(z.string()), contact: mailContactSchema }),
  /** `me` for the signed-in user, or the addressees separated by commas. */
  to: z.string(),
  cc: z.optional(z.array(mailContactSchema)),
  bcc: z.optional(z.array(mailContactSchema)),
  /** ISO date-time. */
  date: z.iso.datetime({ offset: true }),
  subject: z.string().check(z.maxLength(mailLimits.subject)),
  /** Plain text with line breaks. */
  content: z.string().check(z.maxLength(mailLimits.body)),
  /** A mail written here also keeps its formatting: HTML of a few tags, sanitised before it is stored and before it is shown. */
  html: z.optional(z.string().check(z.maxLength(mailLimits.body))),
  attachments: z.array(mailAttachmentSchema).check(z.maxLength(mailLimits.attachments)),
  starred: z.boolean(),
  important: z.boolean(),
  unread: z.boolean(),
  /** Folder id: every mail is in exactly one. */
  folder: id,
  /** Label ids. */
  labels: z.array(id).check(z.maxLength(mailLimits.labels)),
});
export type Mail = z.infer<typeof mailSchema>;

/** What `PATCH api/apps/mailbox/mail` and the list's actions change: flags, labels and the folder. */
export const mailChangeSchema = strict(
  z.partial(z.pick(mailSchema, { starred: true, important: true, unread: true, folder: true, labels: true })),
);
export type MailChange = z.infer<typeof mailChangeSchema>;

/** One page of a list, as the server names its fields. */
export const paginationSchema = z.object({
  totalResults: z.number(),
  resultsPerPage: z.number(),
  currentPage: z.number(),
  lastPage: z.number(),
  /** Zero-based, both ends included. */
  startIndex: z.number(),
  endIndex: z.number(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of mails; a page beyond the last answers only `lastPage`. */
export type MailPage = { mails: Mail[]; pagination: Pagination } | { mails?: undefined; pagination: { lastPage: number } };

/** A list of addresses as typed: separated by commas or semicolons, each `Name <address>` or an address. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The address of `Name <address>` or of a bare address. */
export function addressOf(contact: string): string {
  const match = /<([^<>]*)>\s*$/.exec(contact);
  return (match ? match[1]! : contact).trim();
}

/** The name of `Name <address>`; the address when there is no name. */
export function nameOf(contact: string): string {
  const match = /^(.*?)\s*<[^<>]*>\s*$/.exec(contact);
  return match?.[1]?.trim().replace(/^"|"$/g, '') || addressOf(contact);
}

const addressCheck = emailAddress();
/** The entries of an address list that are not addresses, as typed. */
export const wrongAddresses = (entries: readonly string[]) => entries.filter((entry) => !addressCheck.safeParse(addressOf(entry)).success);

/**
 * The tags and attributes a written mail may hold, the editor's own: anything else is taken out
 * by the client and refused by the server. Links only to web and mail addresses.
 */
export const mailHtmlTags = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'hr',
] as const;
export const mailLinkSchemes = ['http:', 'https:', 'mailto:'] as const;

/** What is wrong with a written mail's HTML (null when nothing is): a check that needs no browser. */
export function mailHtmlProblem(html: string): string | null {
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = match[1]!.toLowerCase();
    if (!(mailHtmlTags as readonly string[]).includes(tag)) return `The tag <${tag}> is not allowed.`;
    const attributes = [...match[2]!.matchAll(/([^\s=/]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)];
    for (const [, name, rawValue] of attributes) {
      const attribute = name!.toLowerCase();
      const value = (rawValue ?? '').replace(/^["']|["']$/g, '');
      if (tag === 'a' && attribute === 'href') {
        const scheme = URL.canParse(value.replace(/&amp;/g, '&')) ? new URL(value.replace(/&amp;/g, '&')).protocol : null;
        if (!scheme) return 'A link needs a whole address.';
        if (!(mailLinkSchemes as readonly string[]).includes(scheme)) return `Links to ${scheme} addresses are not allowed.`;
      } else if (!(tag === 'a' && ['target', 'rel'].includes(attribute))) {
        return `The attribute ${attribute} is not allowed.`;
      }
    }
  }
  return null;
}

/** The plain text of a written mail's HTML: what the list's first line and a reply quote read. */
export function textOfMailHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h2|h3|blockquote|pre)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
