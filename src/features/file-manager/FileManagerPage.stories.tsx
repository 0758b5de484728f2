import { delay, http, HttpResponse } from 'msw';
import { fileItemsTable } from '@mocks/handlers';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { chooseFile } from '#stories/test-helpers/files';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { FileManagerPage } from './FileManagerPage';

/** Dateien, the shared files, on the fake backend's 21 sample items. */
const meta = preview.meta({
  title: 'Screens/File manager',
  component: FileManagerPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/file-manager', pattern: '/:lang/file-manager/:folderId?' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <FileManagerPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const contents = (canvas: Canvas, name = 'Files') => canvas.findByRole('grid', { name: `Contents of ${name}` });
const itemNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

/** The root: folders first, then files, each by name; nothing chosen yet. */
export const Root = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const grid = await contents(canvas);
    await expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ArchiveFolder',
      'AssignmentsFolder',
      'ContractsFolder',
      'InvoicesFolder',
      'TrainingFolder',
      'Control centre notes.txtText file · 3 kB',
      'Interpreting guide.pdfPDF document · 2.4 MB',
      'Logo.jpgPicture · 640 kB',
      'Price list 2026.xlsSpreadsheet · 86 kB',
    ]);
    // A tile's kind and size wrap rather than run over its edges.
    for (const tile of within(grid).getAllByRole('row'))
      await expect(tile.scrollWidth, tile.textContent ?? '').toBeLessThanOrEqual(tile.clientWidth);
    await expect(canvas.getByText('Choose a file or a folder to see its details.')).toBeVisible();
  },
});

/** Arrows move through the grid; Enter opens a folder, the address follows, the breadcrumbs lead back. */
export const OpenNestedFolderByKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await contents(canvas);
    // New folder, Upload, the two views, then the grid.
    for (let step = 0; step < 5; step++) await userEvent.tab();
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement).toHaveTextContent('Archive');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Invoices');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager/folder-invoices'));
    const invoices = await contents(canvas, 'Invoices');
    await userEvent.dblClick(within(invoices).getByRole('row', { name: '2026' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager/folder-invoices-2026'));
    await userEvent.dblClick(within(await contents(canvas, '2026')).getByRole('row', { name: 'Q1' }));
    const quarter = await contents(canvas, 'Q1');
    await expect(within(quarter).getAllByRole('row')).toHaveLength(1);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Folders' }));
    await expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Files', 'Invoices', '2026', 'Q1']);
    await userEvent.click(crumbs.getByRole('link', { name: 'Invoices' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/\/en-US\/file-manager\/folder-invoices$/));
  },
});

/** A folder opened by its address, and an empty one. */
export const NestedFolder = meta.story({
  parameters: { route: { path: '/{lang}/file-manager/folder-invoices-2026' } },
  play: async ({ canvas }) => {
    const grid = await contents(canvas, '2026');
    await expect(itemNames(grid)).toEqual(['folder-invoices-2026-q1', 'file-invoice-2026-001', 'file-invoice-2026-002']);
  },
});

export const EmptyFolder = meta.story({
  parameters: { route: { path: '/{lang}/file-manager/folder-archive' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'This folder is empty' })).toBeVisible());
  },
});

/** An address with a folder nobody has: said plainly, with the way back. */
export const UnknownFolder = meta.story({
  parameters: { route: { path: '/{lang}/file-manager/no-such-folder' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'There is no such folder' })).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'To all files' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/\/en-US\/file-manager$/));
  },
});

/** A click chooses: the details say who made it, when, its size, and for a folder what is in it. */
export const Details = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await contents(canvas);
    await userEvent.click(within(grid).getByRole('row', { name: 'Invoices' }));
    const details = within(canvas.getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();
    await expect(details.getByText('Sabine Moser')).toBeVisible();
    await waitFor(() => expect(details.getByText('1 folder, 2 files')).toBeVisible());
    await expect(details.getByText('Outgoing invoices by year, with the list of open items.')).toBeVisible();
    await userEvent.click(within(grid).getByRole('row', { name: 'Logo.jpg' }));
    await expect(details.getByRole('heading', { level: 2, name: 'Logo.jpg' })).toBeVisible();
    // The server writes '640 KB'; the page writes sizes as the locale does, as it does the dates.
    await expect(details.getByText('640 kB')).toBeVisible();
    await expect(details.queryByText('Contents')).toBeNull();
    await expect(address(canvas)).toHaveTextContent(/\/en-US\/file-manager$/);
  },
});

/** The list view: kind, size and date in columns; the choice of view is in the address. */
export const ListView = meta.story({
  play: async ({ canvas, userEvent }) => {
    await contents(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as list' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager?view=list'));
    const list = await contents(canvas);
    await expect(within(list).getByRole('row', { name: 'Price list 2026.xls' })).toHaveTextContent('Spreadsheet');
    // A row, not a tile: the modified date stands only in the list.
    await expect(within(list).getByRole('row', { name: 'Price list 2026.xls' })).toHaveTextContent('Jan 8, 2026');
    await expect(canvas.getByRole('button', { name: 'Show as list' })).toHaveAttribute('aria-pressed', 'true');
  },
});

/**
 * The list's column headers sort it, folders first; the same header again turns the order round, and
 * the order is kept in the address.
 */
export const SortedList = meta.story({
  parameters: { route: { path: '/{lang}/file-manager?view=list' } },
  play: async ({ canvas, userEvent }) => {
    const list = await contents(canvas);
    const sort = within(canvas.getByRole('group', { name: 'Sort' }));
    await userEvent.click(sort.getByRole('button', { name: /^Size/ }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager?view=list&sort=size'));
    await expect(sort.getByRole('button', { name: 'Size sorted ascending' })).toBeVisible();
    await waitFor(() => expect(itemNames(list).slice(5)).toEqual(['file-notes', 'file-prices', 'file-logo', 'file-guide']));
    await userEvent.click(sort.getByRole('button', { name: /^Size/ }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager?view=list&sort=size&dir=desc'));
    // Folders stay first; the largest file comes first after them.
    await waitFor(() => expect(itemNames(list).slice(5)).toEqual(['file-guide', 'file-logo', 'file-prices', 'file-notes']));
    await expect(
      itemNames(list)
        .slice(0, 5)
        .every((id) => id?.startsWith('folder-')),
    ).toBe(true);
    await userEvent.click(sort.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/\/en-US\/file-manager\?view=list$/));
  },
});

/**
 * A new folder: a name that is empty or already there is said at the field before anything is sent;
 * a free one makes the folder, chosen, with its details.
 */
export const NewFolder = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await contents(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New folder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New folder in Files' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveAccessibleDescription('Enter a name.');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'archive');
    await expect(dialog.getByRole('textbox', { name: 'Folder name' })).toHaveAccessibleDescription('“archive” is already in this folder.');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Folder name' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Folder name' }), 'Dolmetsch-Einsätze 2027{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New folder in Files' })).toBeNull());
    await waitFor(() =>
      expect(within(grid).getByRole('row', { name: 'Dolmetsch-Einsätze 2027' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(await screen.findByText('The folder “Dolmetsch-Einsätze 2027” was created.')).toBeVisible();
    const details = within(canvas.getByRole('complementary', { name: 'Details' }));
    await waitFor(() => expect(details.getByText('0 files')).toBeVisible());
    await expect(fileItemsTable.all().find((entry) => entry.name === 'Dolmetsch-Einsätze 2027')).toMatchObject({
      type: 'folder',
      folderId: null,
    });
  },
});

/**
 * A document uploaded into the folder: it shows, chosen, and can be downloaded; a file the server
 * does not take (a web page named as a PDF, which the chooser cannot tell) is refused and said so.
 * Deleting asks first, and names what goes.
 */
export const UploadDownloadDelete = meta.story({
  parameters: { route: { path: '/{lang}/file-manager/folder-contracts' } },
  play: async ({ canvas, userEvent }) => {
    const grid = await contents(canvas, 'Contracts');
    await chooseFile(new File(['%PDF-1.7\nRahmenvertrag'], 'Rahmenvertrag Land.pdf', { type: 'application/pdf' }));
    const row = await within(grid).findByRole('row', { name: 'Rahmenvertrag Land.pdf' });
    await expect(await screen.findByText('“Rahmenvertrag Land.pdf” was uploaded.')).toBeVisible();
    await chooseFile(new File(['<html><script>alert(1)</script></html>'], 'Angebot.pdf', { type: 'application/pdf' }));
    await expect(await screen.findByText(/^“Angebot.pdf” was not accepted/)).toBeVisible();
    await expect(within(grid).queryByRole('row', { name: 'Angebot.pdf' })).toBeNull();

    await userEvent.click(row);
    const details = within(canvas.getByRole('complementary', { name: 'Details' }));
    await expect(details.getByText('PDF document')).toBeVisible();
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    // The browser's save dialog is not the story's: the link it would follow is read instead.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download, this.href);
    };
    try {
      await userEvent.click(details.getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(saved[0]).toBe('Rahmenvertrag Land.pdf'));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await expect(saved[1]).toMatch(/^blob:/);

    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete “Rahmenvertrag Land.pdf”?' }));
    await expect(question.getByText('The file is deleted for good.')).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid).queryByRole('row', { name: 'Rahmenvertrag Land.pdf' })).toBeNull());
    await expect(await screen.findByText('“Rahmenvertrag Land.pdf” was deleted.')).toBeVisible();
  },
});

/** A sample file is an entry only: its details say so and offer no download; a folder goes with what is in it. */
export const SampleFileAndFolderDelete = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await contents(canvas);
    await userEvent.click(within(grid).getByRole('row', { name: 'Logo.jpg' }));
    const details = within(canvas.getByRole('complementary', { name: 'Details' }));
    await expect(details.getByText('A sample file: it is here as an entry only, with no content to download.')).toBeVisible();
    await expect(details.queryByRole('button', { name: 'Download' })).toBeNull();
    await userEvent.click(within(grid).getByRole('row', { name: 'Invoices' }));
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete “Invoices”?' }));
    await expect(question.getByText('The folder is deleted for good, with everything in it.')).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await expect(within(grid).getByRole('row', { name: 'Invoices' })).toBeVisible();
    await userEvent.click(details.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(grid).queryByRole('row', { name: 'Invoices' })).toBeNull());
    await expect(fileItemsTable.all().some((entry) => entry.folderId === 'folder-invoices-2026')).toBe(false);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/file-manager', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading the folder' })).toBeVisible());
  },
});

/** The server failing says so, and Try again fetches the folder again. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/apps/file-manager', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The folder could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await contents(canvas)).toBeVisible();
  },
});

/** Arabic, right to left, in the dark, in the list view. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  parameters: { route: { path: '/{lang}/file-manager/folder-invoices?view=list' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'محتويات الفواتير' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'الملفات' })).toBeVisible();
    // Sizes in Arabic-Indic digits, as the dates beside them ('1.2 MB' from the server).
    await expect(within(canvas.getByRole('grid')).getByRole('row', { name: 'البنود المفتوحة.xls' })).toHaveTextContent(/١٫٢/);
  },
});

/** German on a phone: the details open in a drawer. */
export const GermanPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'Inhalt von Dateien' });
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await userEvent.click(within(grid).getByRole('row', { name: 'Verträge' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Details' }));
    await waitFor(() => expect(drawer.getByText('2 Dateien')).toBeVisible());
    // '4.2 MB' from the server, with the German decimal comma.
    await expect(drawer.getByText('4,2 MB')).toBeVisible();
  },
});

/** Arabic on a phone, the list sorted by date, newest first: the header's actions wrap, the list keeps name and size. */
export const ArabicPhoneList = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: '/{lang}/file-manager?view=list&sort=modified&dir=desc' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', { name: 'محتويات الملفات' });
    // A phone has the name and size columns to sort by; the date's order comes from the address.
    const sort = within(canvas.getByRole('group', { name: 'ترتيب' }));
    await expect(sort.getAllByRole('button').map((button) => button.textContent)).toEqual(['الاسم', 'الحجم']);
    await expect(itemNames(list).slice(5)).toEqual(['file-notes', 'file-guide', 'file-prices', 'file-logo']);
    await expect(canvas.getByRole('button', { name: 'رفع' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
