import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { notificationsTable } from '@mocks/handlers';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { requestRecorder } from '#stories/test-helpers/requests';
import { NotificationsPage } from './NotificationsPage';
import { NotificationsPanel } from './NotificationsPanel';

/** Notifications: the top bar's control and the page with all of them (ADMIN's menu entry). */
const meta = preview.meta({
  title: 'Screens/Notifications',
  component: NotificationsPanel,
  // The page with every notification is ADMIN's; the stories of other roles say so.
  globals: { role: 'ADMIN' },
  parameters: { screenshot: 'page' },
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', gap: 16 }}>
      <LocationReadout />
      <NotificationsPanel />
    </div>
  ),
});

const openPanel = async (canvas: ReturnType<typeof within>, userEvent: { click: (element: Element) => Promise<void> }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
};

export const Panel = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await waitFor(() => expect(panel.getByText('Missed call', { exact: false })).toBeVisible());
    await expect(panel.getAllByRole('listitem')).toHaveLength(7);
    await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/en-US/notifications');
  },
});

const toggles = requestRecorder('post', '*/api/common/notifications/toggle-read-status');

/** Read state travels through `toggle-read-status` with the state wanted. */
export const ToggleRead = meta.story({
  beforeEach: toggles.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const entry = within((await panel.findByText('Interpreter found')).closest('li') as HTMLElement);
    await userEvent.click(entry.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(toggles.requests).toHaveLength(1));
    await expect(toggles.requests[0]?.body).toEqual({ id: 'b91ccb58-b06b-45b5-8bbc-cc61b9c5d8bd', read: true });
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  },
});

/** Mark all as read also marks them seen. */
export const MarkAllAsRead = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(notificationsTable.get().every((item) => item.read && item.seen)).toBe(true));
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
});

export const SeeAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(panel.getByRole('link', { name: 'See all notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/notifications');
  },
});

/** Other roles have the panel without the way to the page, which is ADMIN's like its menu entry. */
export const PanelForOtherRoles = meta.story({
  globals: { role: 'INTERPRETER' },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await waitFor(() => expect(panel.getByText('Missed call', { exact: false })).toBeVisible());
    await expect(panel.queryByRole('link', { name: 'See all notifications' })).toBeNull();
  },
});

/** Opened by its address, the page tells another role where its notifications are, and lists none. */
export const PageForOtherRoles = meta.story({
  globals: { role: 'CUSTOMER' },
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  render: () => <NotificationsPage />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('This page is for administrators. Your notifications are in the top bar.')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/en-US/home');
    await expect(canvas.queryByRole('list', { name: 'Notifications' })).toBeNull();
  },
});

/** Without the profile the page cannot know the role: it says so with Try again, not that the page is for admins. */
export const PageProfileFails = meta.story({
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/user', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  render: () => <NotificationsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Your profile could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByText('This page is for administrators. Your notifications are in the top bar.')).toBeNull();
  },
});

export const EmptyPanel = meta.story({
  beforeEach: () => notificationsTable.set([]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await waitFor(() => expect(panel.getByRole('heading', { name: 'No notifications' })).toBeVisible());
    await expect(panel.getByText('When you have notifications, they will appear here.')).toBeVisible();
  },
});

/** The page lists every notification; the filter keeps the unread ones. */
export const Page = meta.story({
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  render: () => <NotificationsPage />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible());
    const list = await canvas.findByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('heading', { name: '3 unread' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Only unread' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
});

/** With the filter on and everything read, the page says so instead of showing an empty list. */
export const PageAllRead = meta.story({
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  render: () => <NotificationsPage />,
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Only unread' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'All read' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
});

export const PageLoading = meta.story({
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/notifications', () => delay('infinite')));
  },
  render: () => <NotificationsPage />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible());
  },
});

export const PageServerError = meta.story({
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/notifications', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  render: () => <NotificationsPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
  },
});

export const PageGerman = meta.story({
  globals: { locale: 'de-AT' },
  parameters: { frame: 'fullscreen', screenshot: 'root', route: { path: '/{lang}/notifications' } },
  render: () => <NotificationsPage />,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('heading', { name: '3 ungelesen' })).toBeVisible());
  },
});
