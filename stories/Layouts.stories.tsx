import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { layouts, type Layout } from '@/lib/app-config';
import { AppAt } from './AppAt';
import { expectTopBarSettled } from './test-helpers/top-bar';
import { findHomeWithProfile } from './test-helpers/home';
import { findLoadedNavigation } from './test-helpers/navigation';

/**
 * Every layout of the shell around the home page, as the signed-in demo user (switching center
 * leader) sees it: on a desktop, and on a phone, where the navigation opens over the page.
 */
const meta = preview.meta({
  title: 'Screens/Layouts',
  component: AppAt,
  args: { path: '/en-US/home' },
  parameters: { frame: 'fullscreen', router: false },
});

const horizontal: Layout[] = ['centered', 'enterprise', 'material', 'modern'];
const appearanceOf: Partial<Record<Layout, string>> = {
  classic: 'default',
  classy: 'default',
  futuristic: 'default',
  compact: 'compact',
  dense: 'dense',
  thin: 'thin',
};

type Canvas = ReturnType<typeof within>;

/** The other features' controls, with their counts; quick chat in every layout but centered and material. */
const expectTopBarControls = (canvas: Canvas, layout: Layout) =>
  expectTopBarSettled(canvas, { quickChat: layout !== 'centered' && layout !== 'material' });

/** Within the frame's width, not pushed past its edge (toBeVisible alone passes for a control out of view). */
async function expectWithinFrame(element: HTMLElement) {
  const frame = document.getElementById('story-root')!.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(frame.left);
  await expect(box.right).toBeLessThanOrEqual(frame.right);
}

type UserEvents = { click: (element: Element) => Promise<void>; keyboard: (text: string) => Promise<void> };

/** The opened search bar lies over the top bar, not over the page, in every layout and size. */
async function expectSearchInTopBar(canvas: Canvas, userEvent: UserEvents) {
  const topBar = canvas.getByRole('banner', { name: 'Top bar' });
  await userEvent.click(within(topBar).getByRole('button', { name: 'Search' }));
  const bar = await canvas.findByRole('search');
  const outer = topBar.getBoundingClientRect();
  const inner = bar.getBoundingClientRect();
  await expect(topBar).toContainElement(bar);
  await expect(inner.top).toBeGreaterThanOrEqual(outer.top);
  await expect(inner.bottom).toBeLessThanOrEqual(outer.bottom);
  await expect(inner.left).toBeGreaterThanOrEqual(outer.left);
  await expect(inner.right).toBeLessThanOrEqual(outer.right);
  await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Search' })).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('search')).toBeNull());
}

async function expectDesktopLayout(canvas: Canvas, layout: Layout, userEvent: UserEvents) {
  await findHomeWithProfile(canvas);
  await expectTopBarControls(canvas, layout);
  const navigation = await canvas.findByRole('navigation', { name: 'Main navigation' });
  await expect(canvas.getByRole('banner', { name: 'Top bar' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Toggle Fullscreen' })).toBeVisible();
  // The user menu comes with the profile, which may answer after the page.
  await waitFor(() => expect(canvas.getByRole('button', { name: 'User menu: Anna Gruber' })).toBeVisible());
  // However many groups the menu has, every control of the top bar stays on screen.
  await expectWithinFrame(canvas.getByRole('button', { name: 'User menu: Anna Gruber' }));
  await expectWithinFrame(canvas.getByRole('button', { name: 'Toggle Fullscreen' }));
  await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Call Center');
  await expectSearchInTopBar(canvas, userEvent);
  if (horizontal.includes(layout)) {
    // The horizontal menu: top-level groups open menus; there is no side panel.
    await waitFor(() => expect(within(navigation).getByRole('button', { name: 'Management' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
  } else {
    await expect(navigation).toHaveAttribute('data-appearance', appearanceOf[layout]);
    await expect(navigation).toHaveAttribute('data-mode', 'side');
    await expect(navigation).toBeVisible();
  }
}

async function expectSmallLayout(canvas: Canvas, userEvent: UserEvents, layout: Layout) {
  await findHomeWithProfile(canvas);
  await expectTopBarControls(canvas, layout);
  await canvas.findByRole('button', { name: 'User menu: Anna Gruber' });
  await expectSearchInTopBar(canvas, userEvent);
  // Below md the navigation waits closed, then opens over the page as a dialog: Escape closes it and
  // the menu button has the focus again.
  await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  const toggle = canvas.getByRole('button', { name: 'Toggle navigation' });
  await userEvent.click(toggle);
  await expect(await canvas.findByRole('dialog', { name: 'Main navigation' })).toHaveAttribute('aria-modal', 'true');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  // Focus comes back in the frame after the dialog has gone.
  await waitFor(() => expect(toggle).toHaveFocus());
  // ...and closes again on a route change.
  await userEvent.click(toggle);
  const navigation = await findLoadedNavigation(canvas);
  await expect(navigation).toHaveAttribute('data-mode', 'over');
  // In the compact set the account pages sit in an aside panel that opens beside the navigation.
  const aside = within(navigation).queryByRole('button', { name: 'Account' });
  if (aside) await userEvent.click(aside);
  await userEvent.click(await canvas.findByRole('link', { name: 'Settings' }));
  await canvas.findByRole('heading', { level: 1, name: 'Settings' });
  // The push settings load a moment after the page; the picture is of the whole page.
  await canvas.findByText('Call notifications on this device');
  await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull());
  // Closed means not drawn either, not only hidden from assistive tech.
  const closed = canvas.queryByRole('navigation', { name: 'Main navigation', hidden: true });
  if (closed) await expect(closed).not.toBeVisible();
}

/** A phone's frame, in Storybook's viewport toolbar and in the test run alike. */
const smallScreen = (layout: Layout) => ({ layout, viewport: { value: 'mobile2', isRotated: false } });

export const Classy = meta.story({
  tags: ['fits-phone'],
  globals: { layout: 'classy' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'classy', userEvent),
});

export const Classic = meta.story({
  globals: { layout: 'classic' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'classic', userEvent),
});

export const Compact = meta.story({
  globals: { layout: 'compact' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'compact', userEvent),
});

export const Dense = meta.story({
  globals: { layout: 'dense' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'dense', userEvent),
});

export const Futuristic = meta.story({
  globals: { layout: 'futuristic' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'futuristic', userEvent),
});

export const Thin = meta.story({
  globals: { layout: 'thin' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'thin', userEvent),
});

export const Centered = meta.story({
  globals: { layout: 'centered' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'centered', userEvent),
});

export const Enterprise = meta.story({
  globals: { layout: 'enterprise' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'enterprise', userEvent),
});

export const Material = meta.story({
  globals: { layout: 'material' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'material', userEvent),
});

export const Modern = meta.story({
  globals: { layout: 'modern' },
  play: async ({ canvas, userEvent }) => expectDesktopLayout(canvas, 'modern', userEvent),
});

export const ClassySmall = meta.story({
  tags: ['fits-phone'],
  name: 'Classy (small screen)',
  globals: smallScreen('classy'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'classy'),
});

export const ClassicSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Classic (small screen)',
  globals: smallScreen('classic'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'classic'),
});

export const CompactSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Compact (small screen)',
  globals: smallScreen('compact'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'compact'),
});

export const DenseSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Dense (small screen)',
  globals: smallScreen('dense'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'dense'),
});

export const FuturisticSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Futuristic (small screen)',
  globals: smallScreen('futuristic'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'futuristic'),
});

export const ThinSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Thin (small screen)',
  globals: smallScreen('thin'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'thin'),
});

export const CenteredSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Centered (small screen)',
  globals: smallScreen('centered'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'centered'),
});

export const EnterpriseSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Enterprise (small screen)',
  globals: smallScreen('enterprise'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'enterprise'),
});

export const MaterialSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Material (small screen)',
  globals: smallScreen('material'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'material'),
});

export const ModernSmall = meta.story({
  tags: ['fits-phone'],
  name: 'Modern (small screen)',
  globals: smallScreen('modern'),
  play: async ({ canvas, userEvent }) => expectSmallLayout(canvas, userEvent, 'modern'),
});

/** The empty layout holds only the loading bar and the page: the sign-in pages use it. */
export const Empty = meta.story({
  args: { path: '/en-US/sign-in' },
  parameters: { session: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sign in' });
    await expect(canvas.queryByRole('banner', { name: 'Top bar' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expect(layouts).toHaveLength(11);
  },
});

/** Configuration (the Layout toolbar: modern) < `?layout=` (dense) < route data (sign-in: empty). */
export const LayoutPrecedence = meta.story({
  args: { path: '/en-US/home?layout=dense' },
  globals: { layout: 'modern' },
  play: async ({ canvas, userEvent }) => {
    await findHomeWithProfile(canvas);
    const navigation = await findLoadedNavigation(canvas);
    await expect(navigation).toHaveAttribute('data-appearance', 'dense');
    // The query was written back into the configuration: the next page keeps the dense layout.
    // In the compact set the account pages sit in an aside panel that opens beside the navigation.
    const aside = within(navigation).queryByRole('button', { name: 'Account' });
    if (aside) await userEvent.click(aside);
    await userEvent.click(await canvas.findByRole('link', { name: 'Settings' }));
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    await expectTopBarSettled(canvas);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toHaveAttribute('data-appearance', 'dense');
    await expect(canvas.getByRole('button', { name: /Layout/ })).toHaveTextContent('Dense');
  },
});

export const RouteDataWinsOverQuery = meta.story({
  args: { path: '/en-US/sign-in?layout=dense' },
  parameters: { session: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sign in' });
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  },
});

/** Call pages show the call alone: no navigation, no top bar (any path containing `call`). */
export const CallPage = meta.story({
  args: { path: '/en-US/call?id=room-42' },
  // The room shows the (fake) camera's moving picture.
  parameters: { screenshotMask: 'video' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Call with Maria Huber' });
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await expect(canvas.queryByRole('banner', { name: 'Top bar' })).toBeNull();
    // The camera's picture is in (and painted over in the screenshot), the people are listed.
    await waitFor(() => expect(document.querySelector('video')?.srcObject).toBeInstanceOf(MediaStream));
    await waitFor(() => expect(canvas.getByText('Maria Huber')).toBeVisible());
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { path: '/ar-SA/home' },
  play: async ({ canvas }) => {
    await canvas.findByRole('navigation', { name: 'التنقل الرئيسي' });
    await expectTopBarSettled(canvas, { locale: 'ar-SA' });
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
});

export const Dark = meta.story({
  globals: { scheme: 'dark', layout: 'enterprise' },
  play: async ({ canvas }) => {
    await findHomeWithProfile(canvas);
    await expectTopBarSettled(canvas);
    await expect(document.documentElement).toHaveAttribute('data-scheme', 'dark');
  },
});
