import { http, HttpResponse } from 'msw';
import { BaseCollection } from 'react-aria/private/collections/BaseCollection';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { IconsPage } from './IconsPage';

/** The icon gallery on the fake backend's six sets. */
const meta = preview.meta({
  title: 'Screens/Icons',
  component: IconsPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/ui/icons/heroicons-outline', pattern: '/:lang/ui/icons/:set?' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <IconsPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const gallery = (canvas: Canvas, name: string) => canvas.findByRole('grid', { name: `Icons of ${name}` });
const tiles = (grid: HTMLElement) => within(grid).queryAllByRole('row');
/** Every tile drawn lies within the grid's width: none is cut off at either side. */
const expectTilesInside = async (grid: HTMLElement) => {
  const box = grid.getBoundingClientRect();
  // The scroll bar takes the left side in right-to-left text.
  const start = box.left + (getComputedStyle(grid).direction === 'rtl' ? box.width - grid.clientWidth : 0);
  const cut = tiles(grid).filter((tile) => {
    const { left, right } = tile.getBoundingClientRect();
    return left < start || right > start + grid.clientWidth;
  });
  await expect(cut.map((tile) => tile.textContent)).toEqual([]);
};

/** A set's icons as its package draws them; only the tiles in view are in the page. */
export const HeroiconsOutline = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const grid = await gallery(canvas, 'Heroicons Outline');
    await expect(canvas.getByText(/^3\d\d icons$/)).toBeVisible();
    await waitFor(() => expect(tiles(grid).length).toBeGreaterThan(10));
    await expect(tiles(grid)[0]!.querySelector('svg')).not.toBeNull();
    await expect(tiles(grid)[0]).toHaveTextContent('academic-cap');
  },
});

/** Typing filters at once; the sizes go from 16 to 64 pixels. */
export const SearchAndSize = meta.story({
  play: async ({ canvas, userEvent }) => {
    const grid = await gallery(canvas, 'Heroicons Outline');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'ARROW PATH');
    await waitFor(() => expect(tiles(grid).map((tile) => tile.textContent)).toEqual(['arrow-path', 'arrow-path-rounded-square']));
    await userEvent.click(canvas.getByRole('button', { name: /Size/ }));
    await userEvent.click(await screen.findByRole('option', { name: '64 px' }));
    await waitFor(() => expect(tiles(grid)[0]!.querySelector('svg')).toHaveAttribute('width', '64'));
    // Both are in the address, so a reload or a link opens the same gallery.
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/ui/icons/heroicons-outline?query=ARROW+PATH&size=64'));
    // Names too long for one line break at their hyphens onto a second, whole.
    const longName = within(grid).getByText((_, element) => element?.getAttribute('title') === 'arrow-path-rounded-square');
    await expect(longName.scrollHeight).toBeLessThanOrEqual(longName.clientHeight);
  },
});

/** Opened with a search and a size in the address, the gallery shows them. */
export const SearchAndSizeFromTheAddress = meta.story({
  parameters: { route: { path: '/{lang}/ui/icons/heroicons-outline?query=x-mark&size=48', pattern: '/:lang/ui/icons/:set?' } },
  play: async ({ canvas, userEvent }) => {
    const grid = await gallery(canvas, 'Heroicons Outline');
    await expect(canvas.getByRole('searchbox', { name: 'Search icons' })).toHaveValue('x-mark');
    await waitFor(() => expect(tiles(grid)[0]!.querySelector('svg')).toHaveAttribute('width', '48'));
    await userEvent.click(await within(grid).findByRole('row', { name: 'x-mark' }));
    // The code to copy uses the size chosen, not the package's own.
    await expect(canvas.getByRole('complementary', { name: 'Chosen icon' })).toHaveTextContent('<XMarkIcon className="size-12" />');
  },
});

/** Choosing an icon shows its name and its code; Copy puts the code on the clipboard and says "Copied" for three seconds. */
export const ChooseAndCopy = meta.story({
  beforeEach: () => {
    const writeText = fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  },
  play: async ({ canvas, userEvent }) => {
    const grid = await gallery(canvas, 'Heroicons Outline');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'x-mark');
    await userEvent.click(await within(grid).findByRole('row', { name: 'x-mark' }));
    const chosen = within(canvas.getByRole('complementary', { name: 'Chosen icon' }));
    await waitFor(() => expect(chosen.getByRole('heading', { level: 2, name: 'x-mark' })).toBeVisible());
    await expect(chosen.getByText(/import \{ XMarkIcon \} from '@heroicons\/react\/24\/outline';/)).toBeVisible();
    await userEvent.click(chosen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(expect.stringContaining('<XMarkIcon className="size-6" />'));
    await expect(chosen.getByRole('button', { name: 'Copied' })).toBeVisible();
    await waitFor(() => expect(chosen.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: 6000 });
  },
});

/**
 * Choosing one of some 2,000 icons draws the tiles in view again (each shows whether it is chosen), and
 * none of them goes through the whole set to do so: a click stays quick however large the set.
 */
export const ChooseAmongThousands = meta.story({
  parameters: { route: { path: '/{lang}/ui/icons/material-outline' } },
  play: async ({ canvas, userEvent }) => {
    const grid = await gallery(canvas, 'Material Outline');
    await waitFor(() => expect(tiles(grid).length).toBeGreaterThan(50));
    const walk = BaseCollection.prototype[Symbol.iterator];
    let walks = 0;
    BaseCollection.prototype[Symbol.iterator] = function (this: BaseCollection<unknown>) {
      walks += 1;
      return walk.call(this);
    };
    try {
      const tile = tiles(grid)[12]!;
      const name = tile.querySelector('[dir="ltr"]')!.textContent!;
      await userEvent.click(tile);
      const chosen = canvas.getByRole('complementary', { name: 'Chosen icon' });
      await waitFor(() => expect(within(chosen).getByRole('heading', { level: 2, name })).toBeVisible());
      await expect(tile).toHaveAttribute('aria-selected', 'true');
    } finally {
      BaseCollection.prototype[Symbol.iterator] = walk;
    }
    // A walk per tile drawn was 100 and more.
    await expect(walks, 'times the set was gone through while one tile was chosen').toBeLessThan(10);
  },
});

/** Choosing another set changes the address; Material's names are its font's ligatures. */
export const SwitchToMaterial = meta.story({
  play: async ({ canvas, userEvent }) => {
    await gallery(canvas, 'Heroicons Outline');
    await userEvent.click(canvas.getByRole('button', { name: /Icon set/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Material Two-tone' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/ui/icons/material-twotone'));
    const grid = await gallery(canvas, 'Material Two-tone');
    await expect(canvas.getByText(/^[12],\d{3} icons$/)).toBeVisible();
    // Of some 2,000 icons only those in view (and a margin) are in the page.
    await waitFor(() => expect(tiles(grid).length).toBeGreaterThan(10));
    await expect(tiles(grid).length).toBeLessThan(400);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons' }), 'home');
    await waitFor(() => expect(tiles(grid)[0]).toHaveTextContent('home'));
    await document.fonts.ready;
    await waitFor(() => expect(document.fonts.check('24px "Material Icons Two Tone"')).toBe(true));
  },
});

export const Feather = meta.story({
  parameters: { route: { path: '/{lang}/ui/icons/feather' } },
  play: async ({ canvas }) => {
    const grid = await gallery(canvas, 'Feather');
    await waitFor(() => expect(tiles(grid)[0]!.querySelector('svg > *')).not.toBeNull());
    await expect(grid.querySelector('script, [onload], [onerror]')).toBeNull();
  },
});

/** A set the gallery does not have says so, with the way to one it has. */
export const UnknownSet = meta.story({
  parameters: { route: { path: '/{lang}/ui/icons/fontawesome' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'There is no icon set “fontawesome”' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Show Heroicons Outline' })).toHaveAttribute('href', '/en-US/ui/icons/heroicons-outline');
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/ui/icons/:set', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await gallery(canvas, 'Heroicons Outline')).toBeVisible();
  },
});

export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'أيقونات Heroicons Outline' });
    await expect(grid).toBeVisible();
    await expectTilesInside(grid);
  },
});

/** On a phone the chosen icon comes under the gallery, never over its last tiles. */
export const GermanPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const grid = await canvas.findByRole('grid', { name: 'Icons von Heroicons Outline' });
    await expect(grid).toBeVisible();
    await userEvent.click(await within(grid).findByRole('row', { name: 'arrow-down' }));
    const chosen = canvas.getByRole('complementary', { name: 'Gewähltes Icon' });
    await waitFor(() => expect(within(chosen).getByRole('heading', { level: 2, name: 'arrow-down' })).toBeVisible());
    await expect(grid.getBoundingClientRect().bottom).toBeLessThanOrEqual(chosen.getBoundingClientRect().top);
    await expect(grid.getBoundingClientRect().height).toBeGreaterThanOrEqual(240);
    await expectTilesInside(grid);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
