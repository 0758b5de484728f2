import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
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
      'ArchivFolder',
      'EinsätzeFolder',
      'RechnungenFolder',
      'SchulungenFolder',
      'VerträgeFolder',
      'Dolmetschleitfaden.pdfPDF document · 2.4 MB',
      'Logo.jpgPicture · 640 kB',
      'Notizen Leitstelle.txtText file · 3 kB',
      'Preisliste 2026.xlsSpreadsheet · 86 kB',
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
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await expect(document.activeElement).toHaveTextContent('Archiv');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement).toHaveTextContent('Rechnungen');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager/folder-invoices'));
    const invoices = await contents(canvas, 'Rechnungen');
    await userEvent.dblClick(within(invoices).getByRole('row', { name: '2026' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/file-manager/folder-invoices-2026'));
    await userEvent.dblClick(within(await contents(canvas, '2026')).getByRole('row', { name: '1. Quartal' }));
    const quarter = await contents(canvas, '1. Quartal');
    await expect(within(quarter).getAllByRole('row')).toHaveLength(1);
    const crumbs = within(canvas.getByRole('navigation', { name: 'Folders' }));
    await expect(crumbs.getAllByRole('link').map((link) => link.textContent)).toEqual(['Files', 'Rechnungen', '2026', '1. Quartal']);
    await userEvent.click(crumbs.getByRole('link', { name: 'Rechnungen' }));
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
    await userEvent.click(within(grid).getByRole('row', { name: 'Rechnungen' }));
    const details = within(canvas.getByRole('complementary', { name: 'Details' }));
    await expect(details.getByRole('heading', { level: 2, name: 'Rechnungen' })).toBeVisible();
    await expect(details.getByText('Sabine Moser')).toBeVisible();
    await waitFor(() => expect(details.getByText('1 folder, 2 files')).toBeVisible());
    await expect(details.getByText('Ausgehende Rechnungen nach Jahr, mit der Liste offener Posten.')).toBeVisible();
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
    await expect(within(list).getByRole('row', { name: 'Preisliste 2026.xls' })).toHaveTextContent('Spreadsheet');
    // A row, not a tile: the modified date stands only in the list.
    await expect(within(list).getByRole('row', { name: 'Preisliste 2026.xls' })).toHaveTextContent('Jan 8, 2026');
    await expect(canvas.getByRole('button', { name: 'Show as list' })).toHaveAttribute('aria-pressed', 'true');
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
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'محتويات Rechnungen' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'الملفات' })).toBeVisible();
    // Sizes in Arabic-Indic digits, as the dates beside them ('1.2 MB' from the server).
    await expect(within(canvas.getByRole('grid')).getByRole('row', { name: 'Offene Posten.xls' })).toHaveTextContent(/١٫٢/);
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
