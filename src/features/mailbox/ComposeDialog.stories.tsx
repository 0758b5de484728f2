import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { mailsTable } from '@mocks/handlers';
import { emptyCompose } from './compose';
import { ComposeDialog } from './ComposeDialog';

const onClose = fn();

const composeDialog = async () => within(await screen.findByRole('dialog', { name: 'Compose' }));

/**
 * The mailbox's compose dialog on its own, as it opens for an answer: the addresses, the subject and
 * the quoted text filled in, the copies shown. Sending and saving go to the fake backend's mails (the
 * whole journey is in Screens/Mailbox).
 */
const meta = preview.meta({
  title: 'Screens/Mailbox/Compose dialog',
  component: ComposeDialog,
  parameters: { screenshot: 'page' },
  args: {
    onClose,
    initial: {
      ...emptyCompose,
      to: 'lukas.hofer@dolmetsch-wien.at',
      cc: 'team@callcenter.example',
      copies: true,
      subject: 'Re: Dienstplan Dezember',
      html: '<p></p><blockquote><p>Kannst du am Donnerstag den Einsatz in Graz übernehmen?</p></blockquote>',
    },
  },
  beforeEach: () => {
    onClose.mockClear();
  },
});

/** An answer, ready to write: To, Cc, the subject and the quote in place, and Send offered. */
export const Answer = meta.story({
  tags: ['fits-phone'],
  play: async () => {
    const dialog = await composeDialog();
    await expect(dialog.getByRole('textbox', { name: 'To' })).toHaveValue('lukas.hofer@dolmetsch-wien.at');
    await expect(dialog.getByRole('textbox', { name: 'Cc' })).toHaveValue('team@callcenter.example');
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Dienstplan Dezember');
    const body = await dialog.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(body).toHaveTextContent('Kannst du am Donnerstag den Einsatz in Graz übernehmen?'));
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
});

/** A wrong address is named before anything is sent, and the dialog stays open with what was typed. */
export const WrongAddressNamed = meta.story({
  args: { initial: { ...emptyCompose, to: 'lukas@, anna.gruber@callcenter.example', subject: 'Dienstplan' } },
  play: async ({ userEvent }) => {
    const dialog = await composeDialog();
    await dialog.findByRole('textbox', { name: 'Message' });
    const before = mailsTable.all().length;
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(dialog.getByText('Not an e-mail address: lukas@')).toBeVisible();
    await expect(mailsTable.all()).toHaveLength(before);
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('Dienstplan');
    await expect(onClose).not.toHaveBeenCalled();
  },
});
