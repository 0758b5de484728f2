import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createContacts } from '@mocks/data/contacts';
import { contactsTable, contactTagsTable } from '@mocks/handlers';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { chooseFile, pngBytes } from '#stories/test-helpers/files';
import { requestRecorder } from '#stories/test-helpers/requests';
import { expectBeginningShown } from '#stories/test-helpers/text-ends';
import { ContactsPage } from './ContactsPage';

/** The address book (the menu's Kontakte) on the fake backend's 90 sample contacts. */
const meta = preview.meta({
  title: 'Screens/Contacts',
  component: ContactsPage,
  parameters: { frame: 'fullscreen', screenshot: 'page', route: { path: '/{lang}/contacts', pattern: '/:lang/contacts/:contactId?' } },
  render: () => (
    <>
      <ContactsPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const sampleContacts = createContacts();
const byName = [...sampleContacts].sort((a, b) => new Intl.Collator('en-US', { sensitivity: 'base' }).compare(a.name, b.name));
const firstContact = byName[0]!;
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const contactList = (canvas: Canvas) => canvas.findByRole('region', { name: 'Contacts by name' });
const rowNames = (region: HTMLElement) => [...region.querySelectorAll('li a > span > bdi')].map((name) => name.textContent ?? '');

/** Sorted by name under first-letter headings, with the count in the header. */
export const List = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('90 contacts')).toBeVisible());
    const region = await contactList(canvas);
    await waitFor(() => expect(rowNames(region).length).toBeGreaterThan(3));
    const firstLetter = firstContact.name.normalize('NFD').charAt(0).toUpperCase();
    await expect(within(region).getByRole('heading', { level: 2, name: firstLetter })).toBeVisible();
    await expect(rowNames(region)[0]).toContain(firstContact.name);
    // Only the rows in view are in the page.
    await expect(region.querySelectorAll('li').length).toBeLessThan(60);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose a contact' })).toBeVisible();
  },
});

const searches = requestRecorder('get', '*/api/apps/contacts/search');

/** Typing searches once it pauses (300 ms): one request for the whole word, the query in the URL. */
export const SearchAsYouType = meta.story({
  beforeEach: searches.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const region = await contactList(canvas);
    const part = firstContact.name.slice(0, 3);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search contacts' }), part.toUpperCase());
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`/en-US/contacts?query=${encodeURIComponent(part.toUpperCase())}`));
    const hits = byName.filter((contact) => contact.name.toLowerCase().includes(part.toLowerCase())).length;
    await waitFor(() => expect(canvas.getByText(hits === 1 ? '1 contact' : `${hits} contacts`)).toBeVisible());
    await expect(searches.requests.map((request) => request.url.searchParams.get('query'))).toEqual([part.toUpperCase()]);
    await expect(rowNames(region).every((name) => name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
  },
});

/** A search nobody matches says so in the product's words. */
export const NoResults = meta.story({
  parameters: { route: { path: '/{lang}/contacts?query=zzzz' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No results found!' })).toBeVisible());
    await expect(canvas.getByText("No contact's name contains “zzzz”.")).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('zzzz');
  },
});

/** The tag filter keeps only the contacts that have the tag, and lives in the URL too. */
export const FilterByTag = meta.story({
  play: async ({ canvas, userEvent }) => {
    const region = await contactList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /All tags/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Family' }));
    const family = contactTagsTable.all().find((tag) => tag.title === 'Family')!;
    const expected = byName.filter((contact) => contact.tags.includes(family.id));
    await waitFor(() => expect(canvas.getByText(`${expected.length} contacts`)).toBeVisible());
    await expect(address(canvas)).toHaveTextContent(`tag=${family.id}`);
    await expect(rowNames(region)[0]).toContain(expected[0]!.name);
  },
});

/** A contact opened by its address: every detail it has, its notes sanitised. */
export const Detail = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas }) => {
    const detail = within(await canvas.findByRole('article', { name: firstContact.name }));
    await expect(detail.getByRole('link', { name: firstContact.emails[0]!.email })).toHaveAttribute(
      'href',
      `mailto:${firstContact.emails[0]!.email}`,
    );
    await expect(detail.getByRole('link', { name: firstContact.phoneNumbers[0]!.phoneNumber })).toBeVisible();
    await expect(detail.getByText('Austria', { exact: false })).toBeVisible();
    await expect(detail.getByText(firstContact.address!)).toBeVisible();
    await expect(detail.getByText('Birthday')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('link', { current: 'page' })).toHaveTextContent(firstContact.name));
  },
});

/** Notes are server HTML: a script or an event handler in them never runs. */
export const HostileNotes = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  beforeEach: () => {
    contactsTable.patch(firstContact.id, {
      notes: '<p>Ruft gern zurück.</p><img src=x onerror="document.body.dataset.hacked=1"><script>document.body.dataset.hacked=1</script>',
    });
  },
  play: async ({ canvas }) => {
    const article = await canvas.findByRole('article', { name: firstContact.name });
    await expect(within(article).getByText('Ruft gern zurück.')).toBeVisible();
    await expect(article.querySelector('script, [onerror]')).toBeNull();
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
});

/** An address with an id nobody has (deleted, mistyped): said plainly, with the way back. */
export const UnknownContact = meta.story({
  parameters: { route: { path: '/{lang}/contacts/no-such-contact?query=an' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'There is no contact at this address. It may have been deleted.' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the contacts' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/contacts?query=an'));
  },
});

const creations = requestRecorder('post', '*/api/apps/contacts/contact');

/** New contact (button or Alt+N): 'New Contact' opens at once and stays first in the list, under "Just added". */
export const CreateContact = meta.story({
  // The new contacts' ids are the server's random ones.
  parameters: { screenshotMask: 'output[aria-label="Current address"]' },
  beforeEach: creations.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const region = await contactList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New contact' }));
    await waitFor(() => expect(canvas.getByRole('article', { name: 'New Contact' })).toBeVisible());
    // Made to be filled in: it opens for editing (the form's code loads with the first edit), the name ready to be replaced.
    await waitFor(() => expect(canvas.getByRole('form', { name: 'Edit New Contact' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('New Contact');
    await waitFor(() => expect(within(region).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Just added'));
    await expect(rowNames(region)[0]).toBe('New Contact');
    await expect(canvas.getByText('91 contacts')).toBeVisible();

    await userEvent.keyboard('{Alt>}n{/Alt}');
    await waitFor(() => expect(creations.requests).toHaveLength(2));
    await waitFor(() => expect(rowNames(region).slice(0, 2)).toEqual(['New Contact', 'New Contact']));
    await expect(
      contactsTable
        .all()
        .slice(0, 2)
        .map((contact) => contact.name),
    ).toEqual(['New Contact', 'New Contact']);
  },
});

const secondContact = byName[1]!;
const editForm = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }, contact = firstContact) => {
  const detail = within(await canvas.findByRole('article', { name: contact.name }));
  await userEvent.click(detail.getByRole('button', { name: 'Edit' }));
  return within(await canvas.findByRole('form', { name: `Edit ${contact.name}` }));
};

/**
 * Edit in place: a new name, a phone number in Kosovo picked by typing in the country list, a tag.
 * The detail shows the change at once; the server holds the digits only and the country's code.
 */
export const EditContact = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas, userEvent }) => {
    const form = await editForm(canvas, userEvent);
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByText('Nothing changed yet.')).toBeVisible();
    const name = form.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Arbër Krasniqi');
    await userEvent.click(form.getByRole('button', { name: 'Add phone number' }));
    const country = form.getByRole('combobox', { name: 'Country 2' });
    await userEvent.clear(country);
    await userEvent.type(country, '+383');
    await userEvent.click(await screen.findByRole('option', { name: 'Kosovo +383' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Number 2' }), '044 123-456');
    await userEvent.click(form.getByRole('checkbox', { name: 'Band' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    const detail = within(await canvas.findByRole('article', { name: 'Arbër Krasniqi' }));
    await expect(await detail.findByRole('link', { name: '044123456' })).toHaveAttribute('href', 'tel:044123456');
    await expect(detail.getByText(/Kosovo/)).toBeVisible();
    await expect(detail.getByText('Band')).toBeVisible();
    const band = contactTagsTable.all().find((tag) => tag.title === 'Band')!;
    await waitFor(() =>
      expect(contactsTable.find(firstContact.id)).toMatchObject({
        name: 'Arbër Krasniqi',
        phoneNumbers: [firstContact.phoneNumbers[0], { country: 'xk', phoneNumber: '044123456', label: 'Mobile' }],
      }),
    );
    await expect(contactsTable.find(firstContact.id)?.tags).toContain(band.id);
  },
});

/** Each rule shows on its field, and Save says which fields stop it. */
export const EditValidationErrors = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas, userEvent }) => {
    const form = await editForm(canvas, userEvent);
    await userEvent.clear(form.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add email' }));
    await userEvent.type(form.getByRole('textbox', { name: `Email ${firstContact.emails.length + 1}` }), 'anna@');
    await userEvent.click(form.getByRole('button', { name: 'Add phone number' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Number 2' }), '0664 abc');
    await waitFor(() => expect(form.getByText('Enter a name.')).toBeVisible());
    await expect(form.getByText('This is not a valid email address, e.g. name@example.com.')).toBeVisible();
    await expect(form.getByText('Digits only (spaces and dashes are fine), at most 15.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByText('Correct the marked fields: Name, Email, Phone.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  },
});

/** A refused save: the contact shows the server's state again, the form keeps every typed letter, and says so. */
export const EditSaveFails = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  beforeEach: ({ msw }) =>
    msw.use(http.patch('*/api/apps/contacts/contact', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    const form = await editForm(canvas, userEvent);
    await userEvent.type(form.getByRole('textbox', { name: 'Company' }), ' GmbH');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByText('Not saved')).toBeVisible());
    await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue(`${firstContact.company} GmbH`);
    await expect(canvas.getByRole('article', { name: firstContact.name })).toBeVisible();
    await expect(contactsTable.find(firstContact.id)?.company).toBe(firstContact.company);
  },
});

/** What was typed stays when another contact is opened, and is there again on coming back. */
export const EditKeptAcrossContacts = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas, userEvent }) => {
    const form = await editForm(canvas, userEvent);
    await userEvent.type(form.getByRole('textbox', { name: 'Address' }), ' (Hinterhaus)');
    const region = await contactList(canvas);
    await userEvent.click(within(region).getByRole('link', { name: new RegExp(secondContact.name) }));
    await waitFor(() => expect(canvas.getByRole('article', { name: secondContact.name })).toBeVisible());
    await userEvent.click(within(region).getByRole('link', { name: new RegExp(firstContact.name) }));
    const again = within(await canvas.findByRole('form', { name: `Edit ${firstContact.name}` }));
    await expect(again.getByText('Your unsaved changes are back.')).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'Address' })).toHaveValue(`${firstContact.address} (Hinterhaus)`);
    await userEvent.click(again.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByText(firstContact.address!)).toBeVisible());
  },
});

/** Sets a file on the picture input the way a drop or the system dialog's "All files" would: past its accept list. */
/** A picture is saved at once, as the data URL the server made of it. */
export const AvatarAccepted = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas, userEvent }) => {
    const form = await editForm(canvas, userEvent);
    await chooseFile(new File([pngBytes], 'anna.png', { type: 'image/png' }));
    await waitFor(() => expect(contactsTable.find(firstContact.id)?.avatar).toMatch(/^data:image\/png;base64,/));
    // The server has the picture a moment before the page has its answer; until then the picker is disabled.
    await waitFor(() => expect(form.getByRole('button', { name: 'Remove image' })).toBeEnabled());
    await userEvent.click(form.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(contactsTable.find(firstContact.id)?.avatar).toBeNull());
    // The server has it before the page has its answer: the picture is of the page once it shows no picture.
    await waitFor(() => expect(form.queryByRole('button', { name: 'Remove image' })).toBeNull());
  },
});

/** Not a picture, too large, or a script that claims to be a PNG (which the server tells by its bytes): each said plainly, the picture unchanged. */
export const AvatarRefused = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas, userEvent }) => {
    const form = await editForm(canvas, userEvent);
    await chooseFile(new File(['name;phone'], 'contacts.csv', { type: 'text/csv' }));
    await waitFor(() => expect(form.getByText('“contacts.csv” is not a PNG, JPEG, GIF or WebP picture.')).toBeVisible());
    await chooseFile(new File([pngBytes, new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    await waitFor(() => expect(form.getByText('“huge.png” is larger than 5 MB.')).toBeVisible());
    await chooseFile(new File(['<script>alert(1)</script>'], 'sneaky.png', { type: 'image/png' }));
    await waitFor(() => expect(form.getByText('“sneaky.png” was not accepted. The previous picture stays.')).toBeVisible());
    await expect(contactsTable.find(firstContact.id)?.avatar).toBeNull();
  },
});

/** Tags: a new one comes first; a deleted one leaves every contact that had it. */
export const ManageTags = meta.story({
  play: async ({ canvas, userEvent }) => {
    await contactList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Tags' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage tags' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(dialog.getByText('Enter a name.')).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: 'New tag' }), 'Dolmetsch-Team{Enter}');
    await waitFor(() => expect(contactTagsTable.all()[0]?.title).toBe('Dolmetsch-Team'));
    const list = within(dialog.getByRole('list', { name: 'Tags' }));
    await waitFor(() => expect(list.getAllByRole('textbox')[0]).toHaveValue('Dolmetsch-Team'));

    const family = contactTagsTable.all().find((tag) => tag.title === 'Family')!;
    await expect(contactsTable.all().some((contact) => contact.tags.includes(family.id))).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete “Family”' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete “Family”?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(list.queryByRole('textbox', { name: 'Tag “Family”' })).toBeNull());
    await waitFor(() => expect(contactTagsTable.find(family.id)).toBeNull());
    await expect(contactsTable.all().some((contact) => contact.tags.includes(family.id))).toBe(false);
  },
});

const openDelete = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }) => {
  const detail = within(await canvas.findByRole('article', { name: firstContact.name }));
  await userEvent.click(detail.getByRole('button', { name: 'Delete' }));
  return within(await screen.findByRole('alertdialog', { name: `Delete ${firstContact.name}?` }));
};

/** Delete asks first; confirmed, the contact leaves the list and the server. */
export const DeleteContact = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDelete(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(`${firstContact.name} was deleted.`)).toBeVisible());
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/en-US\/contacts$/));
    await expect(canvas.getByText('89 contacts')).toBeVisible();
    await expect(contactsTable.find(firstContact.id)).toBeNull();
  },
});

/** A refused delete puts the contact back where it was, and says so. */
export const DeleteFails = meta.story({
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  beforeEach: ({ msw }) =>
    msw.use(http.delete('*/api/apps/contacts/contact', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    const region = await contactList(canvas);
    const dialog = await openDelete(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(`${firstContact.name} could not be deleted and is back in the list.`)).toBeVisible());
    await waitFor(() => expect(rowNames(region)[0]).toContain(firstContact.name));
    await expect(canvas.getByText('90 contacts')).toBeVisible();
  },
});

/** A list that cannot be loaded says so and offers to try again. */
export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/contacts/all', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('The contacts could not be loaded.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

const tagsFail = failingLists(['*/api/apps/contacts/tags']);
const tagsFailOnce = failingLists(['*/api/apps/contacts/tags'], { once: true });

/** Tags that could not be fetched are said below the filters; the contacts are there, the tag filter has nothing to offer but all. */
export const TagsFailed = meta.story({
  beforeEach: tagsFail.beforeEach,
  play: async ({ canvas }) => {
    await contactList(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The tags could not be loaded: the contacts are shown without them.');
    await expect(canvas.getByText(`${sampleContacts.length} contacts`)).toBeVisible();
  },
});

/** "Try again" asks for them again: the filter offers them, and the message goes. */
export const TagsFailedThenFetched = meta.story({
  // Once fetched, this is the List story's picture.
  parameters: { visual: false },
  beforeEach: tagsFailOnce.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /All tags/ }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Family' })).toBeVisible());
  },
});

/** The list waits for the server (a slow one here) without jumping. */
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/contacts/all', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Contacts' })).toBeVisible());
  },
});

const manyContacts = createContacts(5000);

/** 5,000 contacts stay smooth: a few dozen rows in the page wherever the list is scrolled. */
export const ManyContacts = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/contacts/all', () => HttpResponse.json(manyContacts))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('5,000 contacts')).toBeVisible());
    const region = await contactList(canvas);
    region.scrollTop = region.scrollHeight / 2;
    await waitFor(() => expect(rowNames(region).some((name) => name >= 'K')).toBe(true));
    await expect(region.querySelectorAll('li').length).toBeLessThan(60);
  },
});

const longCompany = 'Habel, Kleinsteuber und Reumann Gesellschaft m.b.H.';

/**
 * Arabic: right to left, sorted and grouped by Arabic collation. In the list, a German company too long
 * for its line keeps its beginning, after the title as the layout orders them.
 */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  beforeEach: () => {
    contactsTable.patch(firstContact.id, { title: 'Kommunikationsassistenz', company: longCompany });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'جهات الاتصال' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('article', { name: firstContact.name })).toBeVisible());
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const row = within(await canvas.findByRole('link', { name: new RegExp(`^${firstContact.name}`) }));
    const company = row.getByText(longCompany);
    expectBeginningShown(company);
    await expect(row.getByText('Kommunikationsassistenz').getBoundingClientRect().left).toBeGreaterThan(
      company.getBoundingClientRect().right,
    );
  },
});

/** German, dark. */
export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  parameters: { route: { path: `/{lang}/contacts/${firstContact.id}` } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('90 Kontakte')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('article', { name: firstContact.name })).toBeVisible());
    await expect(canvas.getByText(/Privat|Arbeit/, { selector: 'p, span' })).toBeVisible();
  },
});

/**
 * On a phone the list fills the screen and a contact opens over it in a drawer. The list cuts a long
 * job line short; the contact shows it whole, over as many lines as it needs.
 */
export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: () => {
    contactsTable.patch(firstContact.id, { title: 'Kommunikationsassistenz', company: longCompany });
  },
  play: async ({ canvas, userEvent }) => {
    const region = await contactList(canvas);
    await waitFor(() => expect(rowNames(region).length).toBeGreaterThan(3));
    await userEvent.click(within(region).getAllByRole('link')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
    const drawer = within(dialog);
    await waitFor(() => expect(drawer.getByRole('article', { name: firstContact.name })).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    const company = drawer.getByText(longCompany).getBoundingClientRect();
    const edges = dialog.getBoundingClientRect();
    await expect(company.left).toBeGreaterThanOrEqual(edges.left);
    await expect(company.right).toBeLessThanOrEqual(edges.right);
  },
});
