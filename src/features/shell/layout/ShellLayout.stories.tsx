import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withStandInControls } from '#stories/test-helpers/stand-in-slots';
import { userTable } from '@mocks/handlers';
import { ShellLayout } from './ShellLayout';

const meta = preview.meta({
  title: 'Screens/Shell',
  component: ShellLayout,
  args: { layout: 'classy' as const, children: <main aria-label="Page">The page</main> },
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/home' } },
  decorators: [withStandInControls],
});

type Canvas = ReturnType<typeof within>;
const navigationOf = (canvas: Canvas) => canvas.findByRole('navigation', { name: 'Main navigation' });

/** The classy layout's head: photo, name, e-mail and credit; every top-bar place filled. */
export const ClassyUserBlock = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const navigation = await navigationOf(canvas);
    await waitFor(() => expect(within(navigation).getByText('Anna Gruber')).toBeVisible());
    await expect(within(navigation).getByText('€120.50')).toBeVisible();
    // Only customers carry the verified badge.
    await expect(within(navigation).queryByRole('img', { name: /verified/ })).toBeNull();
    for (const name of ['Search', 'Shortcuts', 'Messages', 'Notifications', 'Quick chat', 'Toggle Fullscreen']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
});

export const VerifiedCustomer = meta.story({
  beforeEach: () => void userTable.update((user) => ({ ...user, role: 'CUSTOMER', verifiedByCenter: true })),
  play: async ({ canvas, userEvent }) => {
    const badge = await within(await navigationOf(canvas)).findByRole('img', { name: 'verified by center' });
    // Keyboard focus opens the tooltip at once (hover opens it after a delay).
    await userEvent.keyboard('{Shift}');
    badge.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('verified by center');
  },
});

export const UnverifiedCustomer = meta.story({
  beforeEach: () => void userTable.update((user) => ({ ...user, role: 'CUSTOMER', verifiedByCenter: false })),
  play: async ({ canvas }) => {
    await expect(await within(await navigationOf(canvas)).findByRole('img', { name: 'not verified' })).toBeVisible();
  },
});

/** A help article about calls is a page like any other: its address says call, and it keeps the frame. */
export const PageAboutCallsKeepsTheFrame = meta.story({
  parameters: { route: { path: '/{lang}/help/faqs/calls' }, visual: false },
  play: async ({ canvas }) => {
    await expect(await navigationOf(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(canvas.getByRole('main', { name: 'Page' })).toBeVisible();
  },
});

/** A negative balance reads as no credit. */
export const NegativeWallet = meta.story({
  beforeEach: () => void userTable.update((user) => ({ ...user, wallet: -42.3 })),
  play: async ({ canvas }) => {
    await expect(await within(await navigationOf(canvas)).findByText('€0.00')).toBeVisible();
  },
});

/** A photo that does not load gives way to the default avatar, in the navigation and in the top bar. */
export const BrokenPhoto = meta.story({
  beforeEach: () => void userTable.update((user) => ({ ...user, profilePhoto: '/images/avatars/missing-photo.png' })),
  play: async ({ canvas }) => {
    await within(await navigationOf(canvas)).findByText('Anna Gruber');
    await waitFor(() => expect(canvas.getByTestId('shell-root').querySelectorAll('img[src$="missing-photo.png"]')).toHaveLength(0));
  },
  render: (args) => (
    <div data-testid="shell-root">
      <ShellLayout {...args} />
    </div>
  ),
});

/** An anonymous visitor sees no avatar block, a sign-in link, and only the entries for everyone. */
export const Anonymous = meta.story({
  parameters: { session: false, route: { path: '/{lang}/policies/terms' } },
  play: async ({ canvas }) => {
    const navigation = await navigationOf(canvas);
    const names = () =>
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    await waitFor(() => expect(names()).toEqual(['Call Center', 'Help', 'Sign out']));
    await expect(within(navigation).queryByText('Anna Gruber')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-US/sign-in');
    await expect(canvas.queryByRole('button', { name: /User menu/ })).toBeNull();
  },
});

/** The notifications control leaves the top bar on the notifications page itself. */
export const OnNotificationsPage = meta.story({
  parameters: { route: { path: '/{lang}/notifications' } },
  play: async ({ canvas }) => {
    await navigationOf(canvas);
    await expect(canvas.queryByRole('button', { name: 'Notifications' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Messages' })).toBeVisible();
  },
});

/** Centered and material have no quick chat. */
export const CenteredWithoutQuickChat = meta.story({
  args: { layout: 'centered' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Messages' });
    await expect(canvas.queryByRole('button', { name: 'Quick chat' })).toBeNull();
  },
});

/** The status is switched from the user menu and saved; the avatar's dot follows. */
export const StatusSwitching = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User menu: Anna Gruber' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Busy' }));
    await waitFor(() => expect(userTable.get().status).toBe('busy'));
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: Anna Gruber' }));
    await expect(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Busy' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/en-US/sign-out',
    );
    await userEvent.keyboard('{Escape}');
  },
});

/** The server refuses the change: the status goes back to the server's and a toast says so. */
export const StatusSwitchFails = meta.story({
  parameters: { screenshot: 'page' },
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/common/user', () => HttpResponse.json({ message: 'Unavailable' }, { status: 503 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'User menu: Anna Gruber' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Away' }));
    await waitFor(() => expect(screen.getByText('Your status could not be changed. It is still Online.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'User menu: Anna Gruber' }));
    await expect(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
});

/** Whether the server answers the menu's request with a server error (the stories' handler), or steps aside. */
/**
 * The menu's answer has not come yet: rows in the entries' shape hold the navigation's place, and it
 * says it is loading; the user's block and the top bar are there already.
 */
export const MenuLoading = meta.story({
  parameters: { screenshot: 'page' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/navigation', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    const navigation = await navigationOf(canvas);
    await waitFor(() => expect(within(navigation).getByRole('status', { name: 'Loading' })).toBeVisible());
    await waitFor(() => expect(within(navigation).getByText('Anna Gruber')).toBeVisible());
    await expect(within(navigation).queryByRole('link', { name: 'Contacts' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

const menuServer = { failing: true };

function failTheMenu({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void } }) {
  menuServer.failing = true;
  // A server error, not a gateway's (502–504 count as a server that cannot be reached).
  msw.use(
    http.get('*/api/common/navigation', () =>
      menuServer.failing ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : undefined,
    ),
  );
}

/**
 * The server answers the menu's request with an error: a banner above the page says so, instead of a
 * navigation left empty without a word. Try again while it still fails leaves the banner.
 */
export const MenuCannotLoad = meta.story({
  parameters: { screenshot: 'page' },
  beforeEach: failTheMenu,
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('The menu could not be loaded.');
    const navigation = await navigationOf(canvas);
    await expect(within(navigation).queryByRole('link', { name: 'Contacts' })).toBeNull();
    // The user's block and the top bar are there all the same.
    await waitFor(() => expect(within(navigation).getByText('Anna Gruber')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'User menu: Anna Gruber' })).toBeVisible();

    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(canvas.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeEnabled());
    await expect(canvas.getByRole('alert')).toHaveTextContent('The menu could not be loaded.');
  },
});

/** Try again once the server gives the menu: the menu comes and the banner goes. */
export const MenuBackOnTryAgain = meta.story({
  // It ends on the shell as ClassyUserBlock shows it.
  parameters: { visual: false },
  beforeEach: failTheMenu,
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('The menu could not be loaded.');
    menuServer.failing = false;
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    await expect(await within(await navigationOf(canvas)).findByRole('link', { name: 'Contacts' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Choosing a language hands it to the app, which reloads the page in it. */
export const LanguageSwitch = meta.story({
  args: { onSwitchLocale: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Language: English (US)' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toHaveLength(4);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch (Österreich)' }));
    await expect(args.onSwitchLocale).toHaveBeenCalledWith('de-AT');
  },
});

/** Where the browser has no fullscreen, the spec's error is raised and shown. */
export const FullscreenUnsupported = meta.story({
  args: { fullscreenDocument: { fullscreenEnabled: false, fullscreenElement: null, documentElement: {} } },
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Toggle Fullscreen' }));
    await waitFor(() => expect(screen.getByText('Fullscreen mode is not supported by this browser')).toBeVisible());
  },
});
