import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Locale } from '@/lib/i18n';
import { setCurrentConnection, type LiveConnection, type LiveState } from '@/lib/realtime';
import { userTable } from '@mocks/handlers';
import { useShellUser } from './use-shell-user';
import { UserMenu } from './UserMenu';

/** The menu as the top bar has it: for whoever the shell shows, updated as the server answers. */
function ShellUserMenu({ onSwitchLocale }: { onSwitchLocale?: (locale: Locale) => void }) {
  const { user, isPending } = useShellUser();
  return isPending ? null : <UserMenu user={user} {...(onSwitchLocale ? { onSwitchLocale } : {})} />;
}

/**
 * The top bar's avatar with its status dot and menu: who is signed in, the four statuses, and the
 * ways to profile, settings and sign-out; an anonymous visitor gets a sign-in link instead.
 */
const meta = preview.meta({
  title: 'Shell/User menu',
  component: ShellUserMenu,
});

const openMenu = async (canvas: ReturnType<typeof within>, userEvent: { click: (element: Element) => Promise<void> }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'User menu: Anna Gruber' }));
  return within(await screen.findByRole('menu', { name: 'User menu: Anna Gruber' }));
};

/** Who is signed in, the current status checked, and the three links in the page's language. */
export const Open = meta.story({
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    const menu = await openMenu(canvas, userEvent);
    await expect(menu.getByRole('menuitem', { name: /Anna Gruber/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Online', 'Away', 'Busy', 'Invisible']);
    await expect(menu.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/en-US/profile');
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/en-US/settings');
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/en-US/sign-out');
  },
});

/**
 * A name with a right-to-left override in it (U+202E) stays inside its own box: the text after it
 * ("Signed in as", the e-mail below) keeps its direction.
 */
export const NameWithDirectionOverride = meta.story({
  parameters: { screenshot: 'page' },
  beforeEach: () => void userTable.update((user) => ({ ...user, fullName: 'Anna \u202Eabrug' })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^User menu: Anna/ }));
    const menu = within(await screen.findByRole('menu', { name: /^User menu: Anna/ }));
    const identity = menu.getByRole('menuitem', { name: /Anna/ });
    const isolated = identity.querySelector('bdi');
    await expect(isolated).toHaveTextContent('Anna \u202Eabrug');
    await expect(getComputedStyle(isolated!).unicodeBidi).toBe('isolate');
  },
});

/** On a phone the top bar has no language switcher: the user menu offers the four languages instead. */
export const LanguagesOnAPhone = meta.story({
  args: { onSwitchLocale: fn() },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { screenshot: 'page' },
  play: async ({ args, canvas, userEvent }) => {
    const menu = await openMenu(canvas, userEvent);
    await expect(menu.getByRole('menuitemradio', { name: 'English (US)' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Deutsch (Österreich)' }));
    await expect(args.onSwitchLocale).toHaveBeenCalledWith('de-AT');
  },
});

/** From a tablet up the languages stay in the top bar's own switcher, not in this menu. */
export const NoLanguagesOnWideScreens = meta.story({
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const menu = await openMenu(canvas, userEvent);
    await expect(menu.queryByRole('menuitemradio', { name: 'English (US)' })).toBeNull();
  },
});

/** A live connection whose state the story sets, as the realtime feature's would change. */
function standInConnection() {
  let state: LiveState = { status: 'connected' };
  const listeners = new Set<() => void>();
  const connection = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as unknown as LiveConnection;
  const set = (next: LiveState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { connection, set };
}

let stand: ReturnType<typeof standInConnection> | undefined;

/**
 * While the live connection is retrying or has given up, the user is offline to everyone else: the
 * avatar's dot and the menu say so, whatever status was chosen, and the status returns with the connection.
 */
export const OfflineWhileDisconnected = meta.story({
  parameters: { screenshot: 'page' },
  beforeEach: () => {
    const live = standInConnection();
    setCurrentConnection(live.connection);
    stand = live;
    return () => setCurrentConnection(null);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByLabelText('Status: Online')).toBeInTheDocument();
    stand?.set({ status: 'retrying', attempt: 1, since: Date.now() });
    await expect(await canvas.findByLabelText('Status: Offline, reconnecting…')).toBeInTheDocument();
    stand?.set({ status: 'exhausted' });
    await expect(await canvas.findByLabelText('Status: Offline, connection failed')).toBeInTheDocument();
    const menu = await openMenu(canvas, userEvent);
    await expect(menu.getByRole('menuitem', { name: /Offline, connection failed/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByText('Others see you as offline until the connection is back.')).toBeVisible();
    // The chosen status is kept, and comes back with the connection.
    await expect(menu.getByRole('menuitemradio', { name: 'Online' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    stand?.set({ status: 'connected' });
    await expect(await canvas.findByLabelText('Status: Online')).toBeInTheDocument();
    stand?.set({ status: 'exhausted' });
    await userEvent.click(await canvas.findByRole('button', { name: 'User menu: Anna Gruber' }));
  },
});
/** An invisible user's dot is the offline one, as others see it, and says Invisible; Online brings them back. */
export const Invisible = meta.story({
  beforeEach: () => void userTable.update((user) => ({ ...user, status: 'invisible' })),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'User menu: Anna Gruber' })).toBeVisible());
    await expect(canvas.getByLabelText('Status: Invisible')).toBeInTheDocument();
    const menu = await openMenu(canvas, userEvent);
    await expect(menu.getByRole('menuitemradio', { name: 'Invisible' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Online' }));
    await waitFor(() => expect(userTable.get().status).toBe('online'));
  },
});

/** Without a session: a sign-in link, and no avatar. */
export const Anonymous = meta.story({
  parameters: { session: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-US/sign-in');
    await expect(canvas.queryByRole('button', { name: /User menu/ })).toBeNull();
  },
});

/** A guest (the ANONYMOUS role) signed in: no status to set, no profile or settings; only sign-out. */
export const Guest = meta.story({
  beforeEach: () => void userTable.update((user) => ({ ...user, role: 'ANONYMOUS' })),
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const menu = await openMenu(canvas, userEvent);
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('href', '/en-US/sign-out');
    await expect(menu.queryByRole('menuitem', { name: 'Profile' })).toBeNull();
    await expect(menu.queryByRole('menuitem', { name: 'Settings' })).toBeNull();
    await expect(menu.queryAllByRole('menuitemradio')).toEqual([]);
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  parameters: { screenshot: 'page' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Anna Gruber/ }));
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getAllByRole('menuitemradio')).toHaveLength(4);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
});
