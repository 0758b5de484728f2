import { strict, z } from '@/lib/validation';
import {
  attachmentTypes,
  mailChangeSchema,
  mailHtmlProblem,
  mailLabelSchema,
  mailLimits,
  mailSettingsSchema,
  mailsPerPage,
  newMailSchema,
  reservedSlugs,
  textOfMailHtml,
  wrongAddresses,
  mailAttachmentSchema,
  type Mail,
  type MailAttachment,
  type MailLabel,
  type NewMail,
} from '@/features/mailbox/schemas';
import { defineArea, endpoint, idAndChange, idQuery, mailboxPage, refuse } from '../api';
import { defineCollection } from '../collection';
import { defineTable } from '../db';
import { defaultMailSettings, mailFilters, mailFolders, mailLabels, mailLabelTitle, mailOwner } from '../data/mailbox';
import { attachmentTypeOf, checkNameMatches, uploadedFile } from '../file-types';
import { mailsTable } from './mail-store';
import { mailboxEndpoints } from '@/features/mailbox/endpoints';
import { localeOf } from './common-navigation';

/** This area's data is the sample-apps page's: refused (403) to the roles that may not open it. */
const pageEndpoint = endpoint.of('sample-apps');

export const mailLabelsTable = defineCollection('mail-labels', { schema: mailLabelSchema, version: 1, seed: () => [...mailLabels] });
/** Files uploaded for a mail being written; a sent or saved mail takes them by id. */
export const mailUploadsTable = defineCollection('mail-uploads', {
  schema: z.required(mailAttachmentSchema, { id: true }),
  version: 1,
  seed: () => [],
});
export const mailSettingsTable = defineTable('mail-settings', { version: 1, seed: () => ({ ...defaultMailSettings }) });

const folderBySlug = (slug: string) => mailFolders.find((folder) => folder.slug === slug);
const [, sent, drafts, spam, trash] = mailFolders.map((folder) => folder.id) as [string, string, string, string, string];
const newestFirst = (a: Mail, b: Mail) => b.date.localeCompare(a.date);

/** Pictures up to this size keep themselves as their preview; a bigger one shows as a file. */
const previewBytes = 512 * 1024;

/** The mails a list shows: a folder's, or a filter's or a label's outside spam and trash. */
function mailsOf(query: { folder?: string | undefined; filter?: string | undefined; label?: string | undefined }): Mail[] | null {
  const all = mailsTable.all();
  const outsideBin = (mail: Mail) => mail.folder !== spam && mail.folder !== trash;
  if (query.folder) {
    const folder = folderBySlug(query.folder);
    return folder ? all.filter((mail) => mail.folder === folder.id) : null;
  }
  if (query.filter) {
    if (query.filter === 'starred') return all.filter((mail) => mail.starred && outsideBin(mail));
    if (query.filter === 'important') return all.filter((mail) => mail.important && outsideBin(mail));
    return null;
  }
  if (query.label) {
    const label = mailLabelsTable.all().find((candidate) => candidate.slug === query.label);
    return label ? all.filter((mail) => mail.labels.includes(label.id) && outsideBin(mail)) : null;
  }
  return null;
}

function checkLabels(labels: readonly string[] | undefined) {
  if (!labels) return;
  const known = new Set(mailLabelsTable.all().map((label) => label.id));
  if (labels.some((label) => !known.has(label))) refuse('labels', 'No label has this id.');
}

function checkFolder(folder: string | undefined) {
  if (folder !== undefined && !mailFolders.some((candidate) => candidate.id === folder)) refuse('folder', 'No folder has this id.');
}

/** A label's address word from its title: lower case, dashes; never one of the mailbox's own words, never one another label has. */
function slugFor(title: string, except?: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'label';
  const taken = new Set([
    ...reservedSlugs,
    ...mailLabelsTable
      .all()
      .filter((label) => label.id !== except)
      .map((label) => label.slug),
  ]);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Checks a written mail as the compose dialog does: every address, the HTML, the files. */
function writtenMail(mail: NewMail, sending: boolean) {
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const wrong = wrongAddresses(mail[field]);
    if (wrong.length) refuse(`mail.${field}`, `Not an e-mail address: ${wrong.join(', ')}`);
  }
  if (sending && mail.to.length + mail.cc.length + mail.bcc.length === 0) refuse('mail.to', 'A mail needs at least one addressee.');
  const problem = mailHtmlProblem(mail.html);
  if (problem) refuse('mail.html', problem);
  const attachments = mail.attachments.map(
    (id) => mailUploadsTable.find(id) ?? refuse('mail.attachments', 'Upload each file first; this id is unknown.'),
  );
  return {
    to: mail.to.join(', '),
    ...(mail.cc.length ? { cc: mail.cc } : {}),
    ...(mail.bcc.length ? { bcc: mail.bcc } : {}),
    subject: mail.subject,
    content: textOfMailHtml(mail.html),
    html: mail.html,
    attachments,
  };
}

/** A sample label that still has its own name is named in the request's language; any name a user gave stays as given. */
const sampleLabelTitles = new Map(mailLabels.map((label) => [label.id, label.title]));
const inPageLanguage = (label: MailLabel, request: Request): MailLabel =>
  sampleLabelTitles.get(label.id) === label.title ? { ...label, title: mailLabelTitle(label.title, localeOf(request)) } : label;

/** The mailbox (template-apps.md point 7, Mailbox); shapes are written down in the rules. */
export const mailboxArea = defineArea('Mailbox', [
  pageEndpoint(mailboxEndpoints.settings, { rule: 'The mailbox settings {messageLayout: right or below}; the sample is right.' }, () =>
    mailSettingsTable.get(),
  ),
  pageEndpoint(
    mailboxEndpoints.changeSettings,
    {
      rule: 'Body {settings}: merged into the settings, which it answers.',
      body: z.object({ settings: strict(z.partial(mailSettingsSchema)) }),
    },
    ({ body }) => mailSettingsTable.update((settings) => ({ ...settings, ...body.settings })),
  ),
  pageEndpoint(
    mailboxEndpoints.folders,
    { rule: 'The five folders {id, title, slug, icon, count}: count is the number of unread mails in it.' },
    () => {
      const mails = mailsTable.all();
      return mailFolders.map((folder) => ({ ...folder, count: mails.filter((mail) => mail.folder === folder.id && mail.unread).length }));
    },
  ),
  pageEndpoint(mailboxEndpoints.filters, { rule: 'The filters {id, title, slug, icon}: starred and important.' }, () => [...mailFilters]),
  pageEndpoint(
    mailboxEndpoints.labels,
    { rule: "The labels {id, title, slug, color}, in the order they were made; the sample labels named in the request's language." },
    ({ request }) => mailLabelsTable.all().map((label) => inPageLanguage(label, request)),
  ),
  pageEndpoint(
    mailboxEndpoints.createLabel,
    {
      rule: 'Body {label: {title, color}}: a new label with an id and a slug made from the title (never a folder’s, a filter’s or another label’s), last in the list.',
      body: z.object({ label: z.pick(mailLabelSchema, { title: true, color: true }) }),
    },
    ({ body }) => {
      if (mailLabelsTable.all().length >= mailLimits.labels) refuse('label', `The mailbox holds at most ${mailLimits.labels} labels.`);
      return mailLabelsTable.insert({ id: crypto.randomUUID(), ...body.label, slug: slugFor(body.label.title) }, { at: 'end' });
    },
  ),
  pageEndpoint(
    mailboxEndpoints.changeLabel,
    {
      rule: 'Body {id, label: {title?, color?}}: the changed label (a new title gives a new slug), null for an unknown id.',
      body: z.object({
        id: z.string().check(z.minLength(1)),
        label: strict(z.partial(z.pick(mailLabelSchema, { title: true, color: true }))),
      }),
    },
    ({ body, request }) => {
      const changed = mailLabelsTable.find(body.id)
        ? mailLabelsTable.patch(body.id, { ...body.label, ...(body.label.title ? { slug: slugFor(body.label.title, body.id) } : {}) })
        : null;
      return changed && inPageLanguage(changed, request);
    },
  ),
  pageEndpoint(
    mailboxEndpoints.deleteLabel,
    { rule: 'Query id: removes the label and takes it off every mail; true.', query: idQuery },
    ({ query }) => {
      mailLabelsTable.remove(query.id);
      mailsTable.removeReference('labels', query.id);
      return true;
    },
  ),
  pageEndpoint(
    mailboxEndpoints.mails,
    {
      rule: `Query folder, filter or label (a slug) and page (from 1): {mails, pagination {totalResults, resultsPerPage, currentPage, lastPage, startIndex, endIndex}}, ${mailsPerPage} a page, newest first; a page beyond the last answers only {pagination: {lastPage}}; an unknown slug answers 404. Filters and labels leave out spam and trash.`,
      delayMs: 625,
      query: z.object({
        folder: z.optional(z.string()),
        filter: z.optional(z.string()),
        label: z.optional(z.string()),
        page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
      }),
    },
    ({ query }) => {
      const mails = mailsOf(query);
      if (!mails)
        return new Response(JSON.stringify({ message: 'No folder, filter or label has this name.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      const page = mailboxPage(mails.sort(newestFirst), { page: query.page, size: mailsPerPage });
      return page.items ? { mails: page.items, pagination: page.pagination } : { pagination: page.pagination };
    },
  ),
  pageEndpoint(mailboxEndpoints.mail, { rule: 'Query id: the mail, null for an unknown id.', query: idQuery }, ({ query }) =>
    mailsTable.find(query.id),
  ),
  pageEndpoint(
    mailboxEndpoints.changeMail,
    {
      rule: 'Body {id, mail: {starred?, important?, unread?, folder?, labels?}}: the changed mail (known folder and labels only), null for an unknown id.',
      body: idAndChange('mail', mailChangeSchema),
    },
    ({ body }) => {
      checkFolder(body.mail.folder);
      checkLabels(body.mail.labels);
      return mailsTable.find(body.id) ? mailsTable.patch(body.id, body.mail) : null;
    },
  ),
  pageEndpoint(
    mailboxEndpoints.changeMails,
    {
      rule: 'Body {ids, mail: {starred?, important?, unread?, folder?, labels?}}: the same change to several mails at once (labels are added, not replaced); the changed mails.',
      body: z.object({ ids: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(100)), mail: mailChangeSchema }),
    },
    ({ body }) => {
      checkFolder(body.mail.folder);
      checkLabels(body.mail.labels);
      return body.ids.flatMap((id) => {
        const mail = mailsTable.find(id);
        if (!mail) return [];
        const labels = body.mail.labels ? { labels: [...new Set([...mail.labels, ...body.mail.labels])] } : {};
        return [mailsTable.patch(id, { ...body.mail, ...labels })!];
      });
    },
  ),
  pageEndpoint(
    mailboxEndpoints.saveMail,
    {
      rule: 'Body {mail: {to, cc, bcc (lists of addresses), subject, html, attachments (upload ids)}, send (boolean), draftId?}: sent, the mail lands in sent; otherwise in drafts. Every address is checked, the HTML may hold only the editor’s tags (links to http, https and mailto), and a draft saved again or sent replaces itself. The mail.',
      body: z.object({ mail: newMailSchema, send: z.boolean(), draftId: z.optional(z.string().check(z.minLength(1))) }),
    },
    ({ body }) => {
      const written = writtenMail(body.mail, body.send);
      const draft = body.draftId ? mailsTable.find(body.draftId) : null;
      if (body.draftId && (!draft || draft.folder !== drafts)) refuse('draftId', 'No draft has this id.');
      const mail: Mail = {
        id: draft?.id ?? crypto.randomUUID(),
        type: 'mail',
        from: { avatar: null, contact: mailOwner },
        date: new Date().toISOString(),
        ...written,
        starred: draft?.starred ?? false,
        important: draft?.important ?? false,
        unread: false,
        folder: body.send ? sent : drafts,
        labels: draft?.labels ?? [],
      };
      if (draft) mailsTable.remove(draft.id);
      return mailsTable.insert(mail);
    },
  ),
  pageEndpoint(
    mailboxEndpoints.uploadAttachment,
    {
      rule: 'Form data {file}: a JPEG, PNG or PDF of at most 10 MB, told by its bytes, its name ending as its kind does; the attachment {id, type, name, size, preview (the picture itself up to 512 KB, or pdf), downloadUrl} for a mail to take.',
    },
    async ({ request }) => {
      const { file, bytes } = await uploadedFile(request, mailLimits.attachmentBytes);
      const type = attachmentTypeOf(bytes);
      if (!type || !(attachmentTypes as readonly string[]).includes(type))
        refuse('file', 'Only JPEG and PNG pictures and PDF files are taken.');
      checkNameMatches(file.name, type, 'file');
      const preview =
        type === 'application/pdf'
          ? 'pdf'
          : bytes.length <= previewBytes
            ? `data:${type};base64,${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`
            : '';
      const attachment: MailAttachment = {
        id: crypto.randomUUID(),
        type: type as MailAttachment['type'],
        name: file.name.trim().slice(0, 200) || 'file',
        size: file.size,
        preview,
        downloadUrl: '',
      };
      return mailUploadsTable.insert(attachment as MailAttachment & { id: string });
    },
  ),
]);
