import { sessionItems } from '@/lib/auth';
import { z } from '@/lib/validation';
import { addressOf, mailAttachmentSchema, mailLimits, splitAddresses, textOfMailHtml, type Mail, type MailAttachment } from './schemas';

/** What the compose dialog holds: addresses as typed, the body as the editor's HTML. */
export interface ComposeValues {
  to: string;
  cc: string;
  bcc: string;
  /** Cc and Bcc shown. */
  copies: boolean;
  subject: string;
  html: string;
  attachments: (MailAttachment & { id: string })[];
  /** The draft this continues, once saved. */
  draftId?: string;
}

export const emptyCompose: ComposeValues = { to: '', cc: '', bcc: '', copies: false, subject: '', html: '', attachments: [] };

/** Whether anything was typed or attached: only then is there something to lose. */
export const hasWriting = (values: ComposeValues) =>
  !!(
    values.to.trim() ||
    values.cc.trim() ||
    values.bcc.trim() ||
    values.subject.trim() ||
    textOfMailHtml(values.html) ||
    values.attachments.length
  );

/**
 * A kept draft as the dialog needs it. The tab's storage is outside the app's hands (another version
 * of the app, an extension, a person with the developer tools): what does not fit is dropped, never
 * opened, so a kept draft cannot break the mailbox. Its HTML is sanitised by the editor.
 */
const keptComposeSchema = z.object({
  to: z.string(),
  cc: z.string(),
  bcc: z.string(),
  copies: z.boolean(),
  subject: z.string(),
  html: z.string().check(z.maxLength(mailLimits.body)),
  attachments: z.array(z.extend(mailAttachmentSchema, { id: z.string().check(z.minLength(1)) })).check(z.maxLength(mailLimits.attachments)),
  draftId: z.optional(z.string()),
});

const composeItem = 'mailbox.compose';
const composeOpenItem = 'mailbox.compose-open';

/**
 * The mail being written, kept with the session's items: a closed dialog or a reload of the tab
 * loses nothing, and a dialog open at a reload opens again.
 */
export const composeDraft = {
  read: (): ComposeValues | undefined => {
    const kept = keptComposeSchema.safeParse(sessionItems.read<unknown>(composeItem));
    return kept.success ? kept.data : undefined;
  },
  write: (values: ComposeValues) => sessionItems.write(composeItem, values),
  drop: () => sessionItems.write(composeItem, undefined),
  wasOpen: () => sessionItems.read<boolean>(composeOpenItem) === true,
  setOpen: (open: boolean) => sessionItems.write(composeOpenItem, open),
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A mail's text as quoted paragraphs, for a reply or a forward. */
function quoted(mail: Mail, intro: string): string {
  const paragraphs = mail.content.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return `<p></p><p>${escapeHtml(intro)}</p><blockquote>${paragraphs.join('')}</blockquote>`;
}

const withPrefix = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** A reply to the sender, to everyone but the user (`myAddress`), or a forward, with the mail quoted. */
export function answerTo(mail: Mail, kind: 'reply' | 'replyAll' | 'forward', intro: string, myAddress: string): ComposeValues {
  if (kind === 'forward') return { ...emptyCompose, subject: withPrefix('Fwd:', mail.subject), html: quoted(mail, intro) };
  const me = myAddress.toLowerCase();
  const notMe = (entry: string) => addressOf(entry).toLowerCase() !== me && entry !== 'me';
  const others = kind === 'replyAll' ? [...splitAddresses(mail.to), ...(mail.cc ?? [])].filter(notMe) : [];
  const to = [mail.from.contact, ...others.filter((entry) => addressOf(entry) !== addressOf(mail.from.contact))].filter(notMe);
  return { ...emptyCompose, to: to.join(', '), subject: withPrefix('Re:', mail.subject), html: quoted(mail, intro) };
}

/** A saved draft opened again. */
export function fromDraft(mail: Mail): ComposeValues {
  return {
    to: splitAddresses(mail.to === 'me' ? '' : mail.to).join(', '),
    cc: (mail.cc ?? []).join(', '),
    bcc: (mail.bcc ?? []).join(', '),
    copies: !!(mail.cc?.length || mail.bcc?.length),
    subject: mail.subject,
    html:
      mail.html ??
      mail.content
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join(''),
    attachments: mail.attachments.filter((file): file is MailAttachment & { id: string } => !!file.id),
    draftId: mail.id,
  };
}
