import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { mailLabelsTable, mailSettingsTable } from '@mocks/handlers';
import { MailboxSettings } from './MailboxSettings';

/**
 * The mailbox's settings on their own: where an open mail is shown, and the labels, made, renamed,
 * recoloured and deleted. The mailbox opens them from its side list (Screens/Mailbox).
 */
const meta = preview.meta({
  title: 'Screens/Mailbox/Settings',
  component: MailboxSettings,
  parameters: { route: { path: '/{lang}/apps/mailbox/settings', pattern: '/:lang/apps/mailbox/:place' } },
});

/** The layout changes at once; a new label with a free name is made, a taken name is said at the field. */
export const LayoutAndNewLabel = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Under the list' }));
    await waitFor(() => expect(mailSettingsTable.get().messageLayout).toBe('below'));
    const name = canvas.getByRole('textbox', { name: 'New label' });
    await userEvent.type(name, 'work');
    await userEvent.click(canvas.getByRole('button', { name: 'Add label' }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('A label “work” exists already.'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Gericht{Enter}');
    await waitFor(() => expect(mailLabelsTable.all().map((label) => label.title)).toContain('Gericht'));
    await expect(await canvas.findByRole('textbox', { name: 'Name of label Gericht' })).toHaveValue('Gericht');
  },
});

/** Deleting a label asks first and says what it does. */
export const DeleteLabel = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete label Forums' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the label “Forums”?' });
    await expect(question).toHaveTextContent('It is taken off every mail that has it.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mailLabelsTable.all().map((label) => label.title)).not.toContain('Forums'));
  },
});

/** A setting the server refuses: the choice goes back to what was saved, and a message says so. */
export const LayoutNotSaved = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.patch('*/api/apps/mailbox/settings', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Under the list' }));
    await expect(await screen.findByText('The setting was not saved.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Beside the list' })).toBeChecked());
    await expect(mailSettingsTable.get().messageLayout).toBe('right');
  },
});

/** Arabic, right to left, in the dark. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup')).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
  },
});
