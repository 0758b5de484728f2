import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import type { Role } from '@/features/user';
import { messagesTable } from '@mocks/handlers';
import { AppAt } from './AppAt';

/**
 * The top bar of the composed app with every feature's control in it (search, shortcuts, messages,
 * notifications, team chat), for each role that sees them, and flows that go from a control to a page.
 */
const meta = preview.meta({
  title: 'Screens/Top bar',
  component: AppAt,
  args: { path: '/en-US/home' },
  parameters: { frame: 'fullscreen', router: false },
});

type Canvas = ReturnType<typeof within>;
const topBarOf = async (canvas: Canvas) => within(await canvas.findByRole('banner', { name: 'Top bar' }));

async function expectEveryControl(canvas: Canvas) {
  const topBar = await topBarOf(canvas);
  for (const name of ['Search', 'Shortcuts', 'Messages, 3 unread', 'Notifications, 3 unread', /^Team chat, \d+ unread$/]) {
    await waitFor(() => expect(topBar.getByRole('button', { name })).toBeVisible());
  }
}

/** Every signed-in role sees all five controls (the menu differs by role; the top bar does not). */
const everyControl = async ({ canvas }: { canvas: Canvas }) => expectEveryControl(canvas);

export const AsCaptioner = meta.story({ tags: ['fits-phone'], globals: { role: 'CAPTIONER' satisfies Role }, play: everyControl });
export const AsCompanyLeader = meta.story({ globals: { role: 'COMPANY_LEADER' satisfies Role }, play: everyControl });
export const AsSwitchingCenterEmployee = meta.story({ globals: { role: 'SWITCHING_CENTER_EMPLOYEE' satisfies Role }, play: everyControl });
export const AsAdmin = meta.story({ globals: { role: 'ADMIN' satisfies Role }, play: everyControl });
export const AsInterpreter = meta.story({ globals: { role: 'INTERPRETER' satisfies Role }, play: everyControl });
export const AsCustomer = meta.story({ globals: { role: 'CUSTOMER' satisfies Role }, play: everyControl });

/** An anonymous visitor (a public page) has none of them: only languages, fullscreen and sign-in. */
export const Anonymous = meta.story({
  args: { path: '/en-US/policies/terms' },
  parameters: { session: false },
  play: async ({ canvas }) => {
    const topBar = await topBarOf(canvas);
    await waitFor(() => expect(topBar.getByRole('link', { name: 'Sign in' })).toBeVisible());
    // The top bar holds no place for them without a user, lazy or not.
    for (const name of [/^Search/, /^Shortcuts/, /^Messages/, /^Notifications/, /^Team chat/]) {
      await expect(topBar.queryByRole('button', { name })).toBeNull();
    }
  },
});

/**
 * When the lists cannot be loaded the bell and the tray stay where they are, marked, and their
 * panels say what failed, with Try again.
 */
export const ListsFailToLoad = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/common/messages', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
      http.get('*/api/common/notifications', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const topBar = await topBarOf(canvas);
    const messages = await topBar.findByRole('button', { name: 'Messages, could not be loaded' }, { timeout: 15_000 });
    await waitFor(() => expect(topBar.getByRole('button', { name: 'Notifications, could not be loaded' })).toBeVisible());
    await userEvent.click(messages);
    const panel = within(await screen.findByRole('dialog', { name: 'Messages' }));
    await waitFor(() => expect(panel.getByText('The list could not be loaded.')).toBeVisible());
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** ADMIN reaches the notifications page from the menu; on that page the top bar has no notifications control. */
export const AdminOpensNotificationsPage = meta.story({
  globals: { role: 'ADMIN' },
  play: async ({ canvas, userEvent }) => {
    await expectEveryControl(canvas);
    const navigation = within(await canvas.findByRole('navigation', { name: 'Main navigation' }));
    await userEvent.click(await navigation.findByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible());
    // The page's list, the last of it to arrive: it makes the page a pixel taller than the window,
    // so the picture is of the page as it stays.
    await canvas.findByText('Promotional video published');
    const topBar = await topBarOf(canvas);
    await expect(topBar.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    await waitFor(() => expect(topBar.getByRole('button', { name: 'Messages, 3 unread' })).toBeVisible());
  },
});

/** From the bell to a page: mark a message read, then follow its link into the app. */
export const MessageToPage = meta.story({
  play: async ({ canvas, userEvent }) => {
    const topBar = await topBarOf(canvas);
    await userEvent.click(await topBar.findByRole('button', { name: 'Messages, 3 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Messages' }));
    const entry = within((await panel.findByText('Please complete your profile')).closest('li') as HTMLElement);
    await userEvent.click(entry.getByRole('button', { name: 'Mark as read' }));
    await expect(await topBar.findByRole('button', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    await userEvent.click(entry.getByRole('link'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible());
    await waitFor(() => expect(messagesTable.get().find((message) => message.link === '/profile')?.read).toBe(true));
  },
});

/** From the search bar to a page: type, choose with the keyboard, land there. */
export const SearchToPage = meta.story({
  play: async ({ canvas, userEvent }) => {
    const topBar = await topBarOf(canvas);
    await userEvent.click(await topBar.findByRole('button', { name: 'Search' }));
    await userEvent.type(await topBar.findByRole('combobox', { name: 'Search' }), 'sett');
    await within(await screen.findByRole('listbox')).findByRole('option', { name: /Settings/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible());
    await expect(topBar.queryByRole('combobox')).toBeNull();
    // The push settings load a moment after the page; the picture is of the whole page.
    await canvas.findByText('Call notifications on this device');
  },
});
