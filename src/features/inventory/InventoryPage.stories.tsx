import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { chooseFile } from '#stories/test-helpers/files';
import { createProducts } from '@mocks/data/inventory';
import { inventoryTagsTable, productsTable } from '@mocks/handlers';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { requestRecorder } from '#stories/test-helpers/requests';
import { InventoryPage } from './InventoryPage';
import { priceOf, type Product } from './schemas';

/** The inventory of the watch shop on the fake backend's 25 sample products. */
const meta = preview.meta({
  title: 'Screens/Inventory',
  component: InventoryPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/apps/inventory', pattern: '/:lang/apps/inventory' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <InventoryPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const sample = createProducts();
const text = (value: string) => value.toLowerCase();
const byName = [...sample].sort((a, b) => text(a.name).localeCompare(text(b.name)));
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const table = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Products' });
const rows = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
/** The names in the table, top to bottom. */
const shownNames = (grid: HTMLElement) => rows(grid).map((row) => row.cells[2]?.textContent ?? '');
const rowOf = (grid: HTMLElement, name: string) => rows(grid).find((row) => row.cells[2]?.textContent === name)!;
const euros = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(value);

/** The first page of ten by name, with the count, stock levels and pages. */
export const Overview = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(shownNames(grid)).toEqual(byName.slice(0, 10).map((product) => product.name)));
    await expect(canvas.getByText('25 products')).toBeVisible();
    await expect(canvas.getByText('1–10 of 25')).toBeVisible();
    const first = byName[0]!;
    const cells = rowOf(grid, first.name).cells;
    await expect(cells[3]).toHaveTextContent(first.sku);
    await expect(cells[4]).toHaveTextContent(euros(first.price));
    await expect(cells[5]).toHaveTextContent(first.stock < 20 ? 'Low' : first.stock < 30 ? 'Medium' : 'High');
    await expect(cells[1]?.querySelector('img')).toHaveAttribute('src', first.thumbnail);
  },
});

const pageRequests = requestRecorder('get', '*/api/apps/inventory/products');

/** Each column sorts, SKU, name and active as text, the rest as numbers; the order is in the URL and sent to the server. */
export const SortByEachColumn = meta.story({
  beforeEach: pageRequests.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    const expectations: [string, string, (a: Product, b: Product) => number][] = [
      ['SKU', 'sku', (a, b) => text(a.sku).localeCompare(text(b.sku))],
      ['Price', 'price', (a, b) => a.price - b.price],
      ['Stock', 'stock', (a, b) => a.stock - b.stock],
    ];
    for (const [header, field, compare] of expectations) {
      await userEvent.click(within(grid).getByRole('button', { name: header }));
      await waitFor(() => expect(address(canvas)).toHaveTextContent(`sort=${field}`));
      const ascending = [...sample].sort(compare);
      await waitFor(() => expect(shownNames(grid)[0]).toBe(ascending[0]!.name));
      await userEvent.click(within(grid).getByRole('button', { name: header }));
      await waitFor(() => expect(address(canvas)).toHaveTextContent(`sort=${field}&order=desc`));
      await waitFor(() => expect(shownNames(grid)[0]).toBe(ascending[ascending.length - 1]!.name));
      await expect(within(grid).getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'descending');
    }
    await userEvent.click(within(grid).getByRole('button', { name: 'Active' }));
    const inactive = sample.filter((product) => !product.active).length;
    await waitFor(() =>
      expect(
        rows(grid)
          .slice(0, inactive)
          .every((row) => row.cells[6]?.textContent === 'Inactive'),
      ).toBe(true),
    );
    const last = pageRequests.requests.at(-1)!.url.searchParams;
    await expect(Object.fromEntries(last)).toEqual({ search: '', sort: 'active', order: 'asc', page: '0', size: '10' });
  },
});

/** Pages and page size go to the URL and the server; the footer says where one is. */
export const Paging = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/apps/inventory?page=2'));
    await waitFor(() => expect(shownNames(grid)).toEqual(byName.slice(10, 20).map((product) => product.name)));
    await expect(canvas.getByText('11–20 of 25')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '5' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/apps/inventory?size=5'));
    await waitFor(() => expect(shownNames(grid)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(canvas.getByText('21–25 of 25')).toBeVisible());
  },
});

/** An address past the last page (an old link) brings the user to the last page. */
export const BeyondTheLastPage = meta.story({
  parameters: { route: { path: '/{lang}/apps/inventory?page=9' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/apps/inventory?page=3'));
    await waitFor(() => expect(shownNames(grid)).toEqual(byName.slice(20).map((product) => product.name)));
  },
});

const searches = requestRecorder('get', '*/api/apps/inventory/products');

/** Typing searches once it pauses (300 ms), from the first page; one request for the word. */
export const SearchAsYouType = meta.story({
  parameters: { route: { path: '/{lang}/apps/inventory?page=2' } },
  beforeEach: searches.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'LUMEN');
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/en-US\/apps\/inventory\?search=LUMEN$/));
    const hits = byName.filter((product) => text(product.name).includes('lumen'));
    await waitFor(() => expect(canvas.getByText(`${hits.length} products`)).toBeVisible());
    await expect(shownNames(grid)).toEqual(hits.slice(0, 10).map((product) => product.name));
    await expect(searches.requests.map((request) => request.url.searchParams.get('search')).filter(Boolean)).toEqual(['LUMEN']);
  },
});

/** A search nobody matches says so in the product's words. */
export const NoResults = meta.story({
  parameters: { route: { path: '/{lang}/apps/inventory?search=zzzz' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No results found!' })).toBeVisible());
    await expect(canvas.getByText('No product name contains “zzzz”.')).toBeVisible();
  },
});

/** The server's 300 ms show as a placeholder. */
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/inventory/products', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible());
  },
});

/** A failed load says so and tries again on request. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/apps/inventory/products', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await table(canvas)).toBeVisible();
  },
});

/** 10,000 products: the server pages, the table holds only the rows in view and keys move through a page of 100. */
export const TenThousandProducts = meta.story({
  parameters: { route: { path: '/{lang}/apps/inventory?size=100' } },
  beforeEach: () => {
    productsTable.replaceAll(createProducts(10_000, 'inventory-large'));
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('10,000 products')).toBeVisible());
    await expect(canvas.getByText('Page 1 of 100')).toBeVisible();
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(5));
    await expect(rows(grid).length).toBeLessThan(40);
    rows(grid)[0]!.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-index', '99'));
    await expect(rows(grid).length).toBeLessThan(40);
  },
});

const openProduct = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }, product: Product) => {
  const grid = await table(canvas);
  await waitFor(() => expect(rowOf(grid, product.name)).toBeTruthy());
  await userEvent.click(rowOf(grid, product.name).cells[2]!);
  return within(await screen.findByRole('form', { name: `Edit ${product.name}` }));
};

/** A row opens its form; the price follows base price and tax as they are typed; saved, the table shows it. */
export const EditWithLivePrice = meta.story({
  play: async ({ canvas, userEvent }) => {
    const product = byName[0]!;
    const form = await openProduct(canvas, userEvent, product);
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`product=${product.id}`));
    await expect(form.getByRole('status', { name: /^Price/ })).toHaveTextContent(euros(product.price));
    const basePrice = form.getByRole('textbox', { name: 'Base price' });
    await userEvent.clear(basePrice);
    await userEvent.type(basePrice, '1000');
    await expect(form.getByRole('status', { name: /^Price/ })).toHaveTextContent(euros(priceOf(1000, product.taxPercent)));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(`${product.name} was saved.`)).toBeVisible());
    await waitFor(() => expect(productsTable.find(product.id)?.price).toBe(priceOf(1000, product.taxPercent)));
    const grid = await table(canvas);
    await waitFor(() => expect(rowOf(grid, product.name).cells[4]).toHaveTextContent(euros(priceOf(1000, product.taxPercent))));
  },
});

/** Wrong input says which field and why; Save says what to fix first. */
export const EditWithErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    const form = await openProduct(canvas, userEvent, byName[1]!);
    await userEvent.clear(form.getByRole('textbox', { name: /^SKU/ }));
    await userEvent.clear(form.getByRole('textbox', { name: 'Base price' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Base price' }), '-5');
    await userEvent.clear(form.getByRole('textbox', { name: 'Stock' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Stock' }), '2.5');
    await waitFor(() => expect(form.getByText('Required.')).toBeVisible());
    await expect(form.getByText('Enter a number of 0 or more with at most two decimals, e.g. 199.50.')).toBeVisible();
    await expect(form.getByText('Enter a whole number of 0 or more.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Base price' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status', { name: /^Price/ })).toHaveTextContent('—');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByText('Check these fields first: SKU, Stock, Base price.')).toBeVisible();
  },
});

/** The server refuses: the table goes back to its truth, the form keeps what was typed and says why. */
export const SaveRefused = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.patch('*/api/apps/inventory/product', () => HttpResponse.json({ message: 'product.basePrice: too high' }, { status: 400 }), {
        once: true,
      }),
    ),
  play: async ({ canvas, userEvent }) => {
    const product = byName[0]!;
    const form = await openProduct(canvas, userEvent, product);
    await userEvent.clear(form.getByRole('textbox', { name: 'Base price' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Base price' }), '5000');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(form.getByText('The server refused the change (product.basePrice: too high). What you typed is still here.')).toBeVisible(),
    );
    await expect(form.getByRole('textbox', { name: 'Base price' })).toHaveValue('5000');
    await expect(productsTable.find(product.id)?.basePrice).toBe(product.basePrice);
    await expect(rowOf(await table(canvas), product.name).cells[4]).toHaveTextContent(euros(product.price));
  },
});

/** The pictures cycle; the one shown becomes the table's thumbnail once saved. */
export const ChooseTheThumbnail = meta.story({
  play: async ({ canvas, userEvent }) => {
    const product = byName[0]!;
    const form = await openProduct(canvas, userEvent, product);
    const pictures = within(form.getByRole('region', { name: 'Pictures' }));
    await expect(pictures.getByText('1 / 3')).toBeVisible();
    await expect(pictures.getByText('Thumbnail')).toBeVisible();
    await userEvent.click(pictures.getByRole('button', { name: 'Next picture' }));
    await userEvent.click(pictures.getByRole('button', { name: 'Next picture' }));
    await expect(pictures.getByText('3 / 3')).toBeVisible();
    await expect(pictures.getByRole('img', { name: 'Picture 3' })).toHaveAttribute('src', product.images[2]);
    await userEvent.click(pictures.getByRole('button', { name: 'Use as thumbnail' }));
    await expect(pictures.getByText('Thumbnail')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(productsTable.find(product.id)?.thumbnail).toBe(product.images[2]));
    const grid = await table(canvas);
    await waitFor(() => expect(rowOf(grid, product.name).cells[1]?.querySelector('img')).toHaveAttribute('src', product.images[2]));
  },
});

/**
 * A picture added from the computer is told by its bytes on the server and shown from the address it
 * gave; a web page named like a picture is refused and said so. Removing the one shown, and saving,
 * keeps the rest.
 */
export const AddAndRemovePictures = meta.story({
  play: async ({ canvas, userEvent }) => {
    const product = byName[0]!;
    const form = await openProduct(canvas, userEvent, product);
    const region = form.getByRole('region', { name: 'Pictures' });
    const pictures = within(region);
    await userEvent.click(pictures.getByRole('button', { name: 'Next picture' }));
    await userEvent.click(pictures.getByRole('button', { name: 'Next picture' }));
    await userEvent.click(pictures.getByRole('button', { name: 'Remove picture 3' }));
    await expect(pictures.getByText('2 / 2')).toBeVisible();

    await chooseFile(new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'Foto.png', { type: 'image/png' }), region);
    await expect(await pictures.findByRole('alert')).toHaveTextContent('“Foto.png” is not a PNG, JPEG, GIF or WebP picture.');
    const canvasPicture = new OffscreenCanvas(40, 40);
    const paint = canvasPicture.getContext('2d')!;
    paint.fillStyle = '#1d6fb8';
    paint.fillRect(0, 0, 40, 40);
    const png = await canvasPicture.convertToBlob({ type: 'image/png' });
    await chooseFile(new File([png], 'Zifferblatt.png', { type: 'image/png' }), region);
    await waitFor(() => expect(pictures.getByText('3 / 3')).toBeVisible());
    await expect(pictures.queryByRole('alert')).toBeNull();
    const added = pictures.getByRole('img', { name: 'Picture 3' }) as HTMLImageElement;
    const address = added.getAttribute('src');
    await expect(address).toMatch(/^\/api\/apps\/inventory\/picture\/[\w-]+\.png$/);
    // Served by the fake backend at that address: the picture itself, 40 pixels wide.
    await waitFor(() => expect(added.complete && added.naturalWidth).toBe(40));

    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(productsTable.find(product.id)?.images).toEqual([...product.images.slice(0, 2), address]));
    region.scrollIntoView({ block: 'start' });
  },
});

/** Tags: a new one comes first; a deleted one leaves every product. */
export const ManageTags = meta.story({
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Tags' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage tags' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New tag' }), 'Titan{Enter}');
    await waitFor(() => expect(inventoryTagsTable.all()[0]?.title).toBe('Titan'));
    const list = within(dialog.getByRole('list', { name: 'Tags' }));
    await waitFor(() => expect(list.getAllByRole('textbox')[0]).toHaveValue('Titan'));
    await expect(productsTable.all().some((product) => product.tags.includes('tag-watch'))).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete “watch”' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete “watch”?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(inventoryTagsTable.find('tag-watch')).toBeNull());
    await expect(productsTable.all().some((product) => product.tags.includes('tag-watch'))).toBe(false);
  },
});

/** Rows chosen with their boxes are deactivated, activated or deleted together (deleting asks first). */
export const BulkActions = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await table(canvas);
    const [first, second, third] = byName;
    await waitFor(() => expect(shownNames(grid)[0]).toBe(first!.name));
    await userEvent.click(rowOf(grid, first!.name).cells[0]!.firstElementChild!);
    await userEvent.click(rowOf(grid, second!.name).cells[0]!.firstElementChild!);
    const bar = within(canvas.getByRole('toolbar', { name: 'Selected products' }));
    await expect(bar.getByText('2 selected')).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByText('2 products are inactive now.')).toBeVisible());
    await waitFor(() => expect([first, second].map((product) => productsTable.find(product!.id)?.active)).toEqual([false, false]));
    await expect(rowOf(grid, first!.name).cells[6]).toHaveTextContent('Inactive');

    await userEvent.click(rowOf(grid, third!.name).cells[0]!.firstElementChild!);
    await userEvent.click(within(canvas.getByRole('toolbar', { name: 'Selected products' })).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete 1 product?' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByText('1 product was deleted.')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('24 products')).toBeVisible());
    await expect(productsTable.find(third!.id)).toBeNull();
  },
});

const lookupsFail = failingLists(['categories', 'brands', 'vendors', 'tags'].map((list) => `*/api/apps/inventory/${list}`));

const withEveryList = byName.find((entry) => entry.category && entry.brand && entry.tags.length > 0)!;

/** Categories, brands, vendors and tags that could not be fetched are said at the top of the form, and where the tags would be. */
export const FormListsFailed = meta.story({
  beforeEach: lookupsFail.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const form = await openProduct(canvas, userEvent, withEveryList);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'The categories, brands, vendors and tags could not be loaded: saving keeps what is chosen as it is.',
    );
    // The tags are a request of their own, which may fail after the other lists.
    await expect(await form.findByText('The tags could not be loaded.')).toBeInTheDocument();
    await expect(form.queryByText('No tags yet: create them with Tags.')).toBeNull();
  },
});

/** Saved meanwhile, the product keeps the category, brand, vendor and tags it had, though the form could not show them. */
export const FormListsFailedSaveKeepsThem = meta.story({
  // The form's picture is the story above's; this one is about what reaches the server.
  parameters: { visual: false },
  beforeEach: lookupsFail.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const form = await openProduct(canvas, userEvent, withEveryList);
    await form.findByRole('alert');
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), ' II');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(`${withEveryList.name} II was saved.`)).toBeVisible());
    await expect(productsTable.find(withEveryList.id)).toMatchObject({
      category: withEveryList.category,
      brand: withEveryList.brand,
      vendor: withEveryList.vendor,
      tags: withEveryList.tags,
    });
  },
});

/** "Add product" makes "A New Product", inactive, and opens it to be filled in. */
export const NewProduct = meta.story({
  // The new product's id is the server's random one.
  parameters: { screenshotMask: 'output[aria-label="Current address"]' },
  play: async ({ canvas, userEvent }) => {
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    const form = within(await screen.findByRole('form', { name: 'Edit A New Product' }));
    await expect(form.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    await expect(form.getByText('New product: give it a name and a SKU.')).toBeVisible();
    await expect(productsTable.all()[0]).toMatchObject({ name: 'A New Product', active: false });
    await waitFor(() => expect(canvas.getByText('26 products')).toBeVisible());
    // A name alone does not make it savable: the reason names the SKU, and the SKU field says why.
    const name = form.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Hörschleife');
    await waitFor(() => expect(form.getByText('Check SKU first.')).toBeVisible());
    await expect(form.getByRole('textbox', { name: /^SKU/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
});

/** Closing with unsaved changes asks first; delete from the form asks too. */
export const CloseAndDelete = meta.story({
  play: async ({ canvas, userEvent }) => {
    const product = byName[0]!;
    const form = await openProduct(canvas, userEvent, product);
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), ' II');
    await userEvent.click(form.getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Cancel' }),
    );
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${product.name} II`);
    await userEvent.click(form.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete ${product.name}?` })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByText(`${product.name} was deleted.`)).toBeVisible());
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/en-US\/apps\/inventory$/));
    await expect(productsTable.find(product.id)).toBeNull();
  },
});

/** Arabic, right to left, in the dark. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'المنتجات' })).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'المخزون' })).toBeVisible();
  },
});

/** German on a phone: the table scrolls sideways in its frame, the page does not. */
export const GermanPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Produkte' })).toBeVisible());
    await expect(canvas.getByText('25 Produkte')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    // What names a product and what it costs, read whole; the rest opens with the product.
    const grid = canvas.getByRole('grid', { name: 'Produkte' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.trim())
        .filter(Boolean),
    ).toEqual(['Name', 'Preis']);
    const scroller = grid.parentElement!;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const cell of [...grid.querySelectorAll('td')])
      await expect(cell.scrollWidth, cell.textContent ?? '').toBeLessThanOrEqual(cell.clientWidth);
  },
});

/** A product opened by its address, in Arabic on a phone: its amounts in the digits the rest of the page uses. */
export const EditorRightToLeftPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: `/{lang}/apps/inventory?product=${byName[0]!.id}` } },
  play: async () => {
    const product = byName[0]!;
    const form = within(await screen.findByRole('form', { name: `تعديل ${product.name}` }));
    const arabicDigits = (latin: string) =>
      latin.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))).replace('.', '\u066b');
    await expect(form.getByRole('textbox', { name: 'السعر الأساسي' })).toHaveValue(arabicDigits(String(product.basePrice)));
    await expect(form.getByRole('textbox', { name: 'التكلفة' })).toHaveValue(arabicDigits(product.cost.toFixed(2)));
  },
});

/** In German the amounts (and the weight's example) are written with a decimal comma; saved unchanged, they reach the server as they were. */
export const GermanAmountsRoundTrip = meta.story({
  globals: { locale: 'de-AT' },
  parameters: { route: { path: `/{lang}/apps/inventory?product=${byName[0]!.id}` } },
  play: async ({ userEvent }) => {
    const product = byName[0]!;
    const form = within(await screen.findByRole('form', { name: `${product.name} bearbeiten` }));
    await expect(form.getByRole('textbox', { name: 'Einkaufspreis' })).toHaveValue(product.cost.toFixed(2).replace('.', ','));
    await expect(form.getByRole('textbox', { name: 'Steuer in Prozent' })).toHaveValue(String(product.taxPercent).replace('.', ','));
    await expect(form.getByRole('textbox', { name: 'Gewicht' })).toHaveAttribute('placeholder', '0,12 kg');
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), ' II');
    await userEvent.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByText(`${product.name} II wurde gespeichert.`)).toBeVisible());
    await expect(productsTable.find(product.id)).toMatchObject({
      cost: product.cost,
      basePrice: product.basePrice,
      taxPercent: product.taxPercent,
      stock: product.stock,
    });
    await expect(form.getByRole('textbox', { name: 'Einkaufspreis' })).toHaveValue(product.cost.toFixed(2).replace('.', ','));
  },
});
