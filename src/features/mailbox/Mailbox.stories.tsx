import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createMails, mailFolders, mailLabels } from '@mocks/data/mailbox';
import { mailLabelsTable, mailSettingsTable, mailsTable } from '@mocks/handlers';
import { chooseFile, pngBytes } from '#stories/test-helpers/files';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { requestRecorder } from '#stories/test-helpers/requests';
import { sessionItems } from '@/lib/auth';
import { emptyCompose } from './compose';
import { MailboxPage } from './MailboxPage';
import { nameOf, type Mail } from './schemas';

/** The mailbox on the fake backend's sample: about 100 mails over inbox, sent, drafts and spam, six labels. */
const meta = preview.meta({
  title: 'Screens/Mailbox',
  component: MailboxPage,
  parameters: {
    frame: 'fullscreen',
    screenshot: 'page',
    route: { path: '/{lang}/apps/mailbox/inbox/1', pattern: '/:lang/apps/mailbox/*' },
  },
  render: () => (
    <>
      <MailboxPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const sample = createMails();
const folderId = (slug: string) => mailFolders.find((folder) => folder.slug === slug)!.id;
const newestFirst = (mails: Mail[]) => [...mails].sort((a, b) => b.date.localeCompare(a.date));
const inbox = newestFirst(sample.filter((mail) => mail.folder === folderId('inbox')));
const withEveryAttachment = inbox.find(
  (mail) => mail.attachments.length > 1 && mail.attachments.some((file) => file.type === 'application/pdf'),
)!;
const withPicture = inbox.find((mail) => mail.attachments.some((file) => file.type.startsWith('image/')))!;
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const mailList = (canvas: Canvas, name = 'Inbox') => canvas.findByRole('list', { name });
const rows = async (canvas: Canvas, name?: string) => within(await mailList(canvas, name)).getAllByRole('listitem');
/** The list once its own rows are drawn: until then it keeps the rows of the list shown before, marked busy. */
const settledList = async (canvas: Canvas, name: string) => {
  await waitFor(async () => expect(await mailList(canvas, name)).toHaveAttribute('aria-busy', 'false'));
  return mailList(canvas, name);
};

/** The inbox, newest first, ten a page, with "1–10 of N"; unread mails stand out and the folders count them. */
export const Inbox = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(10);
    await expect(within(list[0]!).getByRole('link', { name: new RegExp(inbox[0]!.subject) })).toBeVisible();
    await expect(canvas.getByText(`1–10 of ${inbox.length}`)).toBeVisible();
    const unread = inbox.filter((mail) => mail.unread).length;
    await expect(canvas.getByRole('link', { name: new RegExp(`^Inbox`) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText(`${unread} unread`)).toBeVisible();
    // Below the lg breakpoint the list has the room; the mail pane comes with a mail.
    await expect(canvas.getByText('Choose a mail to read it here.')).not.toBeVisible();
  },
});

const folderRequests = requestRecorder('get', '*/api/apps/mailbox/folders');
const settingsRequests = requestRecorder('get', '*/api/apps/mailbox/settings');
const labelRequests = requestRecorder('get', '*/api/apps/mailbox/labels');

/**
 * Wide, the open mail stands beside the list: who, to whom, when, the text with its breaks, each kind
 * of attachment. Opened, it is read: the folders' counts are asked for again, the settings and labels
 * are not.
 */
export const ReadBeside = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${withEveryAttachment.id}` } },
  beforeEach: (context) => {
    for (const recorder of [folderRequests, settingsRequests, labelRequests]) recorder.beforeEach(context);
  },
  play: async ({ canvas }) => {
    const mail = await canvas.findByRole('article', { name: withEveryAttachment.subject });
    const view = within(mail);
    await expect(view.getByText(nameOf(withEveryAttachment.from.contact))).toBeVisible();
    await expect(view.getAllByRole('img', { name: 'PDF document' })).toHaveLength(withEveryAttachment.attachments.length);
    await expect(view.getByText(withEveryAttachment.attachments[0]!.name)).toBeVisible();
    await expect(view.getByText('96.2 kB')).toBeVisible();
    const list = await mailList(canvas);
    await waitFor(() => expect(mail.getBoundingClientRect().left).toBeGreaterThanOrEqual(list.getBoundingClientRect().right - 1));
    await waitFor(() => expect(mailsTable.find(withEveryAttachment.id)?.unread).toBe(false));
    await waitFor(() => expect(folderRequests.requests).toHaveLength(2));
    await expect(settingsRequests.requests).toHaveLength(1);
    await expect(labelRequests.requests).toHaveLength(1);
  },
});

/** A picture attachment shows as its preview, named by its file. */
export const PictureAttachment = meta.story({
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${withPicture.id}` } },
  play: async ({ canvas }) => {
    const mail = within(await canvas.findByRole('article', { name: withPicture.subject }));
    const picture = withPicture.attachments.find((file) => file.type.startsWith('image/'))!;
    const preview = mail.getByRole('img', { name: `Preview of ${picture.name}` });
    await waitFor(() => expect((preview as HTMLImageElement).complete && (preview as HTMLImageElement).naturalWidth > 0).toBe(true));
  },
});

/** With the layout `below`, the open mail stands under the list. */
export const LayoutBelow = meta.story({
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${inbox[1]!.id}` } },
  beforeEach: () => void mailSettingsTable.set({ messageLayout: 'below' }),
  play: async ({ canvas }) => {
    const mail = await canvas.findByRole('article', { name: inbox[1]!.subject });
    const list = await mailList(canvas);
    await waitFor(() => expect(mail.getBoundingClientRect().top).toBeGreaterThanOrEqual(list.getBoundingClientRect().bottom - 1));
  },
});

/** The next page keeps the one shown, marked busy, until it is there (the server takes 625 ms); then "11–20". */
export const NextPage = meta.story({
  beforeEach: ({ msw }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    (window as unknown as { releasePage: () => void }).releasePage = release;
    msw.use(
      http.get('*/api/apps/mailbox/mails', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await gate;
        return undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(address(canvas)).toHaveTextContent('/en-US/apps/mailbox/inbox/2');
    const list = await mailList(canvas);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    // The first page's rows, dimmed: they are not the page the address names.
    await expect(getComputedStyle(list).opacity).toBe('0.6');
    await expect(within(list).getByRole('link', { name: new RegExp(inbox[0]!.subject) })).toBeVisible();
    (window as unknown as { releasePage: () => void }).releasePage();
    await waitFor(() => expect(canvas.getByText(`11–20 of ${inbox.length}`)).toBeVisible());
    await waitFor(() => expect(within(list).getByRole('link', { name: new RegExp(inbox[10]!.subject) })).toBeVisible());
    await expect(list).toHaveAttribute('aria-busy', 'false');
  },
});

/** A page beyond the last leads to the last. */
export const BeyondLastPage = meta.story({
  parameters: { route: { path: '/{lang}/apps/mailbox/inbox/99' } },
  play: async ({ canvas }) => {
    const lastPage = Math.ceil(inbox.length / 10);
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`/en-US/apps/mailbox/inbox/${lastPage}`));
    await waitFor(() => expect(canvas.getByText(`${(lastPage - 1) * 10 + 1}–${inbox.length} of ${inbox.length}`)).toBeVisible());
  },
});

/** Each folder, filter and label is a list of its own, in the address; the empty trash says so. */
export const FoldersFiltersLabels = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    const places = within(canvas.getByRole('navigation', { name: 'Folders, filters and labels' }));
    for (const [name, slug] of [
      ['Sent', 'sent'],
      ['Drafts', 'drafts'],
      ['Spam', 'spam'],
      ['Starred', 'starred'],
      ['Important', 'important'],
      ['Work', 'work'],
    ] as const) {
      await userEvent.click(places.getByRole('link', { name: new RegExp(`^${name}`) }));
      await expect(address(canvas)).toHaveTextContent(`/en-US/apps/mailbox/${slug}/1`);
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: `Mailbox: ${name}` })).toBeVisible());
      await expect(within(await settledList(canvas, name)).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
    const work = within(await settledList(canvas, 'Work'));
    await expect(work.getAllByRole('img', { name: 'Label Work' })).toHaveLength(work.getAllByRole('listitem').length);
    await userEvent.click(places.getByRole('link', { name: /^Trash/ }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No mails in Trash' })).toBeVisible());
  },
});

/** Several ticked, marked read together, then moved to the trash: they leave the inbox at once. */
export const ActOnSeveral = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [first, second] = await rows(canvas);
    await userEvent.click(within(first!).getByRole('checkbox'));
    await userEvent.click(within(second!).getByRole('checkbox'));
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'As read' }));
    await waitFor(() => expect([mailsTable.find(inbox[0]!.id)?.unread, mailsTable.find(inbox[1]!.id)?.unread]).toEqual([false, false]));
    await userEvent.click(within(first!).getByRole('checkbox'));
    await userEvent.click(within(second!).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Trash' }));
    await waitFor(async () =>
      expect(within(await mailList(canvas)).queryByRole('link', { name: new RegExp(inbox[0]!.subject) })).toBeNull(),
    );
    await waitFor(() => expect(mailsTable.find(inbox[1]!.id)?.folder).toBe(folderId('trash')));
    // The accessibility check and the picture follow the play: of the list as saved, not of the rows
    // dimmed for the moment before the saved list is drawn (their text then fails the contrast rule).
    await settledList(canvas, 'Inbox');
  },
});

/**
 * A change saved from the list keeps its rows as they are while the saved list is drawn: busy for
 * that moment, but not dimmed, which would flicker after every change (and dimmed text fails the
 * contrast rule). Dimming is for another list's or page's rows (see NextPage).
 */
export const SavedChangeKeepsRowsBright = meta.story({
  // It looks as the inbox does.
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const list = await settledList(canvas, 'Inbox');
    const mail = inbox.slice(0, 10).find((each) => !each.starred)!;
    const seen: { busy: string | null; opacity: string }[] = [];
    const observer = new MutationObserver(() =>
      seen.push({ busy: list.getAttribute('aria-busy'), opacity: getComputedStyle(list).opacity }),
    );
    observer.observe(list, { attributes: true, attributeFilter: ['class', 'aria-busy'] });
    await userEvent.click(within(list).getByRole('button', { name: `Star “${mail.subject}”` }));
    await waitFor(() => expect(mailsTable.find(mail.id)?.starred).toBe(true));
    await settledList(canvas, 'Inbox');
    observer.disconnect();
    await expect(seen.some((state) => state.busy === 'true')).toBe(true);
    await expect(seen.filter((state) => state.opacity !== '1')).toEqual([]);
  },
});

/** A refused change puts the rows back as the server has them and says so. */
export const ActOnSeveralFails = meta.story({
  beforeEach: ({ msw }) => msw.use(http.patch('*/api/apps/mailbox/mails', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    const [first, second] = await rows(canvas);
    await userEvent.click(within(first!).getByRole('checkbox'));
    await userEvent.click(within(second!).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Spam' }));
    await waitFor(() => expect(screen.getByText('The change was not saved; the mailbox shows what the server has.')).toBeVisible());
    await waitFor(async () =>
      expect(within(await mailList(canvas)).getByRole('link', { name: new RegExp(inbox[0]!.subject) })).toBeVisible(),
    );
    await expect(mailsTable.find(inbox[0]!.id)?.folder).toBe(folderId('inbox'));
  },
});

/**
 * From the open mail: star, a label from the menu; marked unread it goes back to the list, opened
 * again it is read, and moved to spam it leaves the inbox.
 */
export const MailActions = meta.story({
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${inbox[2]!.id}` } },
  play: async ({ canvas, userEvent }) => {
    const subject = inbox[2]!.subject;
    let mail = within(await canvas.findByRole('article', { name: subject }));
    await userEvent.click(mail.getByRole('button', { name: 'Star' }));
    await waitFor(() => expect(mailsTable.find(inbox[2]!.id)?.starred).toBe(true));
    await userEvent.click(mail.getByRole('button', { name: 'Labels' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Forums' }));
    await userEvent.keyboard('{Escape}');
    const forums = mailLabels.find((label) => label.slug === 'forums')!;
    await waitFor(() => expect(mailsTable.find(inbox[2]!.id)?.labels).toContain(forums.id));
    await waitFor(() => expect(mail.getByRole('button', { name: 'Remove label Forums' })).toBeVisible());
    await waitFor(() => expect(mailsTable.find(inbox[2]!.id)?.unread).toBe(false));
    await userEvent.click(mail.getByRole('button', { name: 'Mark as unread' }));
    await expect(address(canvas)).toHaveTextContent(/\/en-US\/apps\/mailbox\/inbox\/1$/);
    await waitFor(() => expect(mailsTable.find(inbox[2]!.id)?.unread).toBe(true));
    const row = await within(await mailList(canvas)).findByRole('link', { name: new RegExp(`^Unread, .*${subject}`) });
    await userEvent.click(row);
    mail = within(await canvas.findByRole('article', { name: subject }));
    await waitFor(() => expect(mailsTable.find(inbox[2]!.id)?.unread).toBe(false));
    await userEvent.click(mail.getByRole('button', { name: 'Move to spam' }));
    await waitFor(() => expect(mailsTable.find(inbox[2]!.id)?.folder).toBe(folderId('spam')));
    await expect(address(canvas)).toHaveTextContent(/\/en-US\/apps\/mailbox\/inbox\/1$/);
    await waitFor(async () => expect(within(await mailList(canvas)).queryByRole('link', { name: new RegExp(subject) })).toBeNull());
    // As in ActOnSeveral: the checks that follow see the list as saved, not dimmed for a moment.
    await settledList(canvas, 'Inbox');
  },
});

const composeDialog = async () => within(await screen.findByRole('dialog', { name: 'Compose' }));
const editor = async (dialog: Canvas) => dialog.findByRole('textbox', { name: 'Message' });

/**
 * Compose: a wrong address is named, fixed; a subject, formatted text, a picture attached; Send
 * puts it in sent with its HTML and the file.
 */
export const ComposeAndSend = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await composeDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'To' }), 'lukas.hofer@dolmetsch-wien.at, lukas@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByText('Not an e-mail address: lukas@')).toBeVisible();
    await expect(mailsTable.all()).toHaveLength(100);
    await userEvent.type(dialog.getByRole('textbox', { name: 'To' }), 'example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Dienstplan');
    const body = await editor(dialog);
    await userEvent.click(body);
    await userEvent.keyboard('Hallo ');
    await userEvent.click(dialog.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Lukas');
    await expect(dialog.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await chooseFile(new File([pngBytes as BlobPart], 'plan.png', { type: 'image/png' }), document.querySelector('[role="dialog"]')!);
    await waitFor(() => expect(dialog.getByText(/plan\.png/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Mail sent')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compose' })).toBeNull());
    const sent = mailsTable.all()[0]!;
    await expect(sent).toMatchObject({
      folder: folderId('sent'),
      subject: 'Dienstplan',
      to: 'lukas.hofer@dolmetsch-wien.at, lukas@example.com',
      html: '<p>Hallo <strong>Lukas</strong></p>',
    });
    await expect(sent.attachments.map((file) => file.name)).toEqual(['plan.png']);
  },
});

/** Files beyond the three kinds are refused with their name, before anything is sent. */
export const ComposeWrongFile = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await composeDialog();
    await editor(dialog);
    await chooseFile(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), document.querySelector('[role="dialog"]')!);
    await waitFor(() => expect(dialog.getByText('setup.exe is not a JPEG or PNG picture or a PDF file.')).toBeVisible());
  },
});

/** Closed, the mail being written is kept and opens again as it was; Discard asks, then forgets it. */
export const ComposeKeptAndDiscarded = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    let dialog = await composeDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Noch nicht fertig');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compose' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    dialog = await composeDialog();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Noch nicht fertig');
    await userEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    const ask = within(await screen.findByRole('alertdialog', { name: 'Discard this mail?' }));
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compose' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    dialog = await composeDialog();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await editor(dialog);
  },
});

/**
 * A mail kept in the tab's storage with HTML that breaks the editor's reader opens again with its
 * words: the mailbox stays usable (the dialog used to fail, and with it every later visit).
 */
export const KeptHostileDraft = meta.story({
  beforeEach: () => {
    const html = '<p>Hallo Lukas,</p><form onsubmit=alert(1)><input onfocus=alert(2) name=nodeName>123</form>';
    sessionItems.write('mailbox.compose', { ...emptyCompose, subject: 'Entwurf', html });
    sessionItems.write('mailbox.compose-open', true);
  },
  play: async () => {
    const dialog = await composeDialog();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Entwurf');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Hallo Lukas,'));
  },
});

/** A kept mail that is not one (another shape, from elsewhere) is dropped: the mailbox opens without it. */
export const KeptBrokenDraft = meta.story({
  beforeEach: () => {
    sessionItems.write('mailbox.compose', { to: 5, html: { nodeName: 1 }, attachments: 'none' });
    sessionItems.write('mailbox.compose-open', true);
  },
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await composeDialog();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  },
});

/** Save as draft puts it in drafts; opened from there it is the compose dialog again, with what was written. */
export const SaveDraftAndReopen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Compose' }));
    const dialog = await composeDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Angebot Graz');
    await userEvent.click(await editor(dialog));
    await userEvent.keyboard('Sehr geehrte Frau Steiner');
    await userEvent.click(dialog.getByRole('button', { name: 'Save as draft' }));
    const saved = await screen.findByText('Saved in drafts');
    await expect(saved).toBeVisible();
    // Closed by hand: left to its timeout, whether it is still in the picture would depend on the machine's speed.
    await userEvent.click(within(saved.closest<HTMLElement>('[role="alertdialog"]')!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Saved in drafts')).toBeNull());
    await userEvent.click(canvas.getByRole('link', { name: /^Drafts/ }));
    await userEvent.click(await within(await mailList(canvas, 'Drafts')).findByRole('link', { name: 'Draft: Angebot Graz' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit draft' }));
    await expect(again.getByRole('textbox', { name: 'Subject' })).toHaveValue('Angebot Graz');
    await expect(await editor(again)).toHaveTextContent('Sehr geehrte Frau Steiner');
    await userEvent.type(again.getByRole('textbox', { name: 'To' }), 'magdalena.steiner@stadt-graz.example');
    await userEvent.click(again.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        mailsTable
          .all()
          .filter((mail) => mail.subject === 'Angebot Graz')
          .map((mail) => mail.folder),
      ).toEqual([folderId('sent')]),
    );
    await waitFor(() => expect(screen.getByText('Mail sent')).toBeVisible());
  },
});

/** Reply answers the sender with "Re:" and the mail quoted. */
export const Reply = meta.story({
  globals: { viewport: { value: 'wide', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${inbox[0]!.id}` } },
  play: async ({ canvas, userEvent }) => {
    const mail = within(await canvas.findByRole('article', { name: inbox[0]!.subject }));
    await userEvent.click(mail.getByRole('button', { name: 'Reply' }));
    const dialog = await composeDialog();
    await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue(inbox[0]!.from.contact);
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${inbox[0]!.subject}`);
    await expect(await editor(dialog)).toHaveTextContent(inbox[0]!.content.split('\n')[0]!);
  },
});

/** Settings: the layout, and labels made with a colour (a name is needed and must be new), renamed and deleted. */
export const Settings = meta.story({
  parameters: { route: { path: '/{lang}/apps/mailbox/settings' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Under the list' }));
    await waitFor(() => expect(mailSettingsTable.get().messageLayout).toBe('below'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add label' }));
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'New label' }), 'work');
    await expect(canvas.getByText('A label “work” exists already.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'New label' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'New label' }), 'Dolmetschungen');
    await userEvent.click(canvas.getByRole('button', { name: / Colour$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Teal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add label' }));
    await waitFor(() =>
      expect(mailLabelsTable.all().at(-1)).toMatchObject({ title: 'Dolmetschungen', color: 'teal', slug: 'dolmetschungen' }),
    );
    const forums = canvas.getByRole('textbox', { name: 'Name of label Forums' });
    await userEvent.clear(forums);
    await userEvent.type(forums, 'Foren');
    await userEvent.tab();
    await waitFor(() => expect(mailLabelsTable.all().find((label) => label.title === 'Foren')?.slug).toBe('foren'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete label Personal' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mailLabelsTable.all().some((label) => label.title === 'Personal')).toBe(false));
    await expect(mailsTable.all().some((mail) => mail.labels.includes(mailLabels[0]!.id))).toBe(false);
    // A label's boxes stand level, whatever lines they have under them: its name's (with the count),
    // its colour's, and the delete button beside them.
    const row = within(canvas.getByRole('textbox', { name: 'Name of label Work' }).closest('li')!);
    const nameBox = row.getByRole('textbox').getBoundingClientRect();
    const colourBox = row.getByRole('button', { name: /Colour of label Work/ }).getBoundingClientRect();
    const deleteButton = row.getByRole('button', { name: 'Delete label Work' }).getBoundingClientRect();
    await expect(colourBox.top).toBe(nameBox.top);
    await expect(Math.abs(deleteButton.top + deleteButton.height / 2 - (nameBox.top + nameBox.height / 2))).toBeLessThan(3);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const UnknownLabel = meta.story({
  parameters: { route: { path: '/{lang}/apps/mailbox/no-such-label/1' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('There is no folder, filter or label of this name.')).toBeVisible());
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/mailbox/mails', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading mails' })).toBeVisible());
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/mailbox/mails', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('The mails could not be loaded.')).toBeVisible());
  },
});

/** While the folders are on their way, rows in their shape hold their place; the list does not wait for them. */
export const PlacesLoading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/mailbox/folders', () => delay('infinite'))),
  play: async ({ canvas }) => {
    const places = within(canvas.getByRole('navigation', { name: 'Folders, filters and labels' }));
    await waitFor(() => expect(places.getByRole('status', { name: 'Loading' })).toBeVisible());
    await expect(await rows(canvas)).toHaveLength(10);
    await waitFor(() => expect(places.getByRole('link', { name: 'Starred' })).toBeVisible());
    await expect(places.queryByRole('link', { name: /^Inbox/ })).toBeNull();
  },
});

const placesPaths = ['*/api/apps/mailbox/folders', '*/api/apps/mailbox/labels'];
const placesFail = failingLists(placesPaths);
const placesFailOnce = failingLists(placesPaths, { once: true });

/**
 * Folders and labels that could not be fetched are said, once, above what did come, with a way to
 * try again; without it the mailbox would look as if it had no folders. The mails are there meanwhile.
 */
export const PlacesFailed = meta.story({
  globals: { viewport: { value: 'wide', isRotated: false } },
  beforeEach: placesFail.beforeEach,
  play: async ({ canvas }) => {
    const places = within(canvas.getByRole('navigation', { name: 'Folders, filters and labels' }));
    await expect(await places.findByRole('alert')).toHaveTextContent('The folders, filters and labels could not be loaded.');
    // Each list is a request of its own: the message comes with the first failure, the filters whenever they are there.
    await waitFor(() => expect(places.getByRole('link', { name: 'Starred' })).toBeVisible());
    await waitFor(() => expect(places.queryByRole('status', { name: 'Loading' })).toBeNull());
    await expect(places.getAllByRole('alert')).toHaveLength(1);
    await expect(await rows(canvas)).toHaveLength(10);
  },
});

/** "Try again" asks for what failed, and the folders and labels take the message's place. */
export const PlacesFailedThenFetched = meta.story({
  globals: { viewport: { value: 'wide', isRotated: false } },
  // Once fetched, this is the Inbox story's picture.
  parameters: { visual: false },
  beforeEach: placesFailOnce.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const places = within(canvas.getByRole('navigation', { name: 'Folders, filters and labels' }));
    await waitFor(() => expect(placesFailOnce.allFailed).toBe(true));
    await userEvent.click(within(await places.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(await places.findByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(places.getByRole('link', { name: 'Work' })).toBeVisible());
    await expect(places.queryByRole('alert')).toBeNull();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA', viewport: { value: 'wide', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${withEveryAttachment.id}` } },
  play: async ({ canvas }) => {
    const mail = await canvas.findByRole('article', { name: withEveryAttachment.subject });
    const list = await mailList(canvas, 'البريد الوارد');
    await waitFor(() => expect(mail.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().left + 1));
  },
});

export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  play: async ({ canvas }) => {
    await rows(canvas, 'Posteingang');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Postfach: Posteingang' })).toBeVisible();
  },
});

/** On a phone the open mail takes the list's place, with a way back. */
export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/mailbox/inbox/1/${inbox[0]!.id}` } },
  play: async ({ canvas }) => {
    const mail = await canvas.findByRole('article', { name: inbox[0]!.subject });
    await expect(mail).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Inbox' })).toBeNull();
    await expect(within(mail).getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/en-US/apps/mailbox/inbox/1');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

/**
 * The settings on a phone, in German (the longest labels): a label's name has the row's first line to
 * itself, wide enough to read, and its colour and delete button share the next; nothing goes sideways.
 */
export const SmallScreenSettings = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: '/{lang}/apps/mailbox/settings' } },
  play: async ({ canvas }) => {
    const box = (element: Element) => element.getBoundingClientRect();
    const newLabel = box(await canvas.findByRole('textbox', { name: 'Neues Label' }));
    const form = box(canvas.getByRole('form', { name: 'Neues Label' }));
    const colour = box(canvas.getByRole('button', { name: / Farbe$/ }));
    const add = box(canvas.getByRole('button', { name: 'Label hinzufügen' }));
    await expect(newLabel.width).toBeGreaterThan(form.width * 0.9);
    await expect(colour.top).toBeGreaterThan(newLabel.bottom);
    await expect(Math.abs(add.bottom - colour.bottom)).toBeLessThan(1);
    await expect(colour.right).toBeGreaterThan(add.left - 16);

    const name = await canvas.findByRole('textbox', { name: 'Name des Labels Arbeit' });
    const row = within(name.closest('li')!);
    const nameBox = box(name);
    const colourBox = box(row.getByRole('button', { name: /Farbe des Labels Arbeit/ }));
    const deleteButton = box(row.getByRole('button', { name: 'Label Arbeit löschen' }));
    await expect(nameBox.width).toBeGreaterThan(form.width * 0.85);
    await expect(colourBox.top).toBeGreaterThan(nameBox.bottom);
    await expect(colourBox.left).toBe(nameBox.left);
    await expect(Math.abs(deleteButton.bottom - colourBox.bottom)).toBeLessThan(1);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

/** On a phone the folders scroll sideways above the list; the page never does. */
export const SmallScreenList = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await rows(canvas);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeVisible();
  },
});
