import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createMails, mailFolders, mailLabels } from '@mocks/data/mailbox';
import { mailsTable } from '@mocks/handlers';
import { holdRequests } from '#stories/test-helpers/requests';
import { MailView } from './MailView';

const onReply = fn();

const sample = createMails();
const inbox = mailFolders.find((folder) => folder.slug === 'inbox')!.id;
/** The newest unread mail of the inbox with an attachment: a mail with every part of the view. */
const unread = [...sample]
  .sort((a, b) => b.date.localeCompare(a.date))
  .find((mail) => mail.folder === inbox && mail.unread && mail.attachments.length > 0)!;

/**
 * One mail on its own, as the mailbox shows it beside (or instead of) the list: sender, recipients,
 * date, the sanitised text, attachments and the actions. The journeys through it are in Screens/Mailbox.
 */
const meta = preview.meta({
  title: 'Screens/Mailbox/Mail view',
  component: MailView,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/apps/mailbox/inbox/1', pattern: '/:lang/apps/mailbox/:place/:page' } },
  args: { mailId: unread.id, listHref: '/en-US/apps/mailbox/inbox/1', onReply },
  beforeEach: () => {
    onReply.mockClear();
  },
});

/** The labels' answer, held until the mail has been marked read (see Opened Unread). */
let labelsHeld: ReturnType<typeof holdRequests> | undefined;

/**
 * An unread mail opened: it counts as read, its labels show, its attachments are listed, and Reply
 * hands the mail on. The labels arrive only after the read mark has gone out: the mark must not
 * cancel them for good.
 */
export const OpenedUnread = meta.story({
  tags: ['fits-phone'],
  beforeEach: ({ msw }) => {
    labelsHeld = holdRequests('get', '*/api/apps/mailbox/labels');
    msw.use(labelsHeld.handler);
  },
  play: async ({ canvas, userEvent }) => {
    const mail = within(await canvas.findByRole('article', { name: unread.subject }));
    await expect(mail.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en-US/apps/mailbox/inbox/1');
    await waitFor(() => expect(mailsTable.find(unread.id)?.unread).toBe(false));
    labelsHeld!.release();
    const labels = within(await mail.findByRole('list', { name: 'Labels' }));
    const titles = mailLabels.filter((label) => unread.labels.includes(label.id)).map((label) => label.title);
    await expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) await expect(labels.getByText(title)).toBeVisible();
    const attachments = within(mail.getByRole('region', { name: /attachments?$/ }));
    await expect(attachments.getAllByRole('listitem')).toHaveLength(unread.attachments.length);
    await userEvent.click(mail.getByRole('button', { name: 'Reply' }));
    await expect(onReply).toHaveBeenCalledWith('reply', expect.objectContaining({ id: unread.id }));
  },
});

/** An address with a mail nobody has: said plainly, with the way back to the list. */
export const UnknownMail = meta.story({
  args: { mailId: 'no-such-mail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en-US/apps/mailbox/inbox/1');
  },
});

/** Arabic, right to left, in the dark. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  args: { listHref: '/ar-SA/apps/mailbox/inbox/1' },
  play: async ({ canvas }) => {
    const mail = within(await canvas.findByRole('article', { name: unread.subject }));
    await expect(mail.getByRole('toolbar')).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
  },
});
