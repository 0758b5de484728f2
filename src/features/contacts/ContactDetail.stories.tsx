import { expect, fn, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createContacts } from '@mocks/data/contacts';
import { ContactDetail } from './ContactDetail';

const onDelete = fn();

/** The sample contact with the most details: e-mails, phone numbers and an address. */
const contact = createContacts()
  .filter((candidate) => candidate.address && candidate.emails.length > 0 && candidate.phoneNumbers.length > 0)
  .sort((a, b) => b.emails.length + b.phoneNumbers.length - (a.emails.length + a.phoneNumbers.length))[0]!;

/** The detail at the width the contacts page gives it beside the list. */
const meta = preview.meta({
  title: 'Screens/Contacts/Contact detail',
  component: ContactDetail,
  args: { contactId: contact.id, listHref: '/en-US/contacts', onDelete },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onDelete.mockClear();
  },
});

/**
 * One contact on its own: cover, avatar, name and job, then each e-mail and phone number as a link to
 * write or call, the address, the birthday and the notes; the address book's page puts it beside the
 * list (Screens/Contacts).
 */
export const Detail = meta.story({
  play: async ({ canvas }) => {
    const detail = within(await canvas.findByRole('article', { name: contact.name }));
    for (const { email } of contact.emails) {
      await expect(detail.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    for (const { phoneNumber } of contact.phoneNumbers) await expect(detail.getByRole('link', { name: phoneNumber })).toBeVisible();
    await expect(detail.getByText(contact.address!)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/en-US/contacts');
  },
});

/** Opened for editing, as a contact just made is: the form in the detail's place, named for the contact. */
export const Editing = meta.story({
  args: { startEditing: true },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: `Edit ${contact.name}` }));
    await waitFor(() => expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue(contact.name));
    await expect(onDelete).not.toHaveBeenCalled();
  },
});

/**
 * In the drawer a phone opens it in: the drawer brings its own title and close button, so the detail
 * shows only Edit and Delete, and nothing is wider than the narrowest phone.
 */
export const InADrawer = meta.story({
  tags: ['fits-phone'],
  args: { inDrawer: true },
  play: async ({ canvas }) => {
    const detail = within(await canvas.findByRole('article', { name: contact.name }));
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(detail.queryByRole('link', { name: 'Close' })).toBeNull();
  },
});
