import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { messagesTable } from '@mocks/handlers';
import { leavingWhileHeld } from '#stories/test-helpers/leaving';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { MessagesPanel } from './MessagesPanel';
import type { Message } from './types';

/**
 * The messages bell and panel (spec point 2) on the fake backend's sample messages: three of eight
 * unread, HTML titles, icons and images, in-app and plain links.
 */
const meta = preview.meta({
  title: 'Screens/Messages',
  component: MessagesPanel,
  parameters: { screenshot: 'page' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', gap: 16 }}>
      <LocationReadout />
      <MessagesPanel {...args} />
    </div>
  ),
});

/** Opens the panel once the bell has its name: with the unread count, the list has loaded. */
const openPanel = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
  name = 'Messages, 3 unread',
  title = 'Messages',
) => {
  await userEvent.click(await canvas.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: title });
  // React Aria keeps a popover transparent until it is placed beside its button; a busy machine may take a while.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** The entry with `title`, as it is now. */
const entryNow = (panel: ReturnType<typeof within>, title: string) => panel.getByText(title).closest('li') as HTMLElement;

const entryOf = async (panel: ReturnType<typeof within>, title: string) => (await panel.findByText(title)).closest('li') as HTMLElement;

const message = (index: number, overrides: Partial<Message> = {}): Message => ({
  id: `generated-${index}`,
  icon: 'bell',
  title: `Message number ${index + 1}`,
  description: 'A message of a long list.',
  time: new Date(Date.UTC(2026, 2, 16, 8) - index * 3_600_000).toISOString(),
  read: index % 3 !== 0,
  ...overrides,
});

/** The bell says how many are unread; the panel shows image or icon, title, description and time. */
export const Default = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const first = within(await entryOf(panel, 'New appointment request'));
    await expect(first.getByText(/Parent-teacher meeting/)).toBeVisible();
    // 'MMM dd, h:mm a', in the sample day's time zone.
    await expect(first.getByText('Mar 16, 9:05 AM')).toBeVisible();
    await expect(panel.getAllByRole('img', { name: 'Message image' })).toHaveLength(2);
    await expect(panel.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  },
});

/** Toggling saves the whole message with read flipped, and the badge follows. */
export const ToggleRead = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const entry = within(await entryOf(panel, 'New appointment request'));
    await userEvent.click(entry.getByRole('button', { name: 'Mark as read' }));
    await expect(entry.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await waitFor(() => expect(messagesTable.get()[0]?.read).toBe(true));
    // The fake backend kept every other field: the full message was sent.
    await expect(messagesTable.get()[0]).toMatchObject({
      title: '<strong>New appointment request</strong>',
      icon: 'calendar-days',
      link: '/home',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Messages, 2 unread' })).toBeVisible());
    const panelAgain = await openPanel(canvas, userEvent, 'Messages, 2 unread');
    await userEvent.click(within(await entryOf(panelAgain, 'Better video quality')).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(messagesTable.get().find((item) => item.title === 'Better video quality')?.read).toBe(false));
  },
});

export const Remove = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(within(await entryOf(panel, 'Thank you!')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(panel.queryByText('Thank you!')).toBeNull());
    await waitFor(() => expect(messagesTable.get().some((item) => item.title === 'Thank you!')).toBe(false));
    await expect(panel.getAllByRole('listitem')).toHaveLength(7);
  },
});

/** Mark all as read empties the badge and then is disabled, as nothing is unread. */
export const MarkAllAsRead = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    await expect(panel.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    await waitFor(() => expect(messagesTable.get().every((item) => item.read)).toBe(true));
    await expect(canvas.getByRole('button', { name: 'Messages' })).toBeVisible();
  },
});

/** A message with `useRouter` is an in-app link: it navigates without a reload and closes the panel. */
export const OpenInAppLink = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const link = panel.getByRole('link', { name: /Please complete your profile/ });
    await expect(link).toHaveAttribute('href', '/en-US/profile');
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Messages' })).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/profile');
  },
});

/** Without `useRouter` the message is a plain link, which loads the page; without a link it is text. */
export const PlainLinkAndNoLink = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const plain = panel.getByRole('link', { name: /Privacy policy updated/ });
    await expect(plain).toHaveAttribute('href', '/en-US/policies/privacy');
    await expect(plain).not.toHaveAttribute('data-rac');
    await expect(panel.queryByRole('link', { name: /Thank you!/ })).toBeNull();
  },
});

export const Empty = meta.story({
  beforeEach: () => messagesTable.set([]),
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'Messages');
    await waitFor(() => expect(panel.getByRole('heading', { name: 'No messages' })).toBeVisible());
    await expect(panel.getByText('When you have messages, they will appear here.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
});

/** Sixty messages: the panel stays 120 units tall at most and its list scrolls. */
export const Many = meta.story({
  beforeEach: () => messagesTable.set(Array.from({ length: 60 }, (_, index) => message(index))),
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'Messages, 20 unread');
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(480);
    await expect(dialog.getBoundingClientRect().width).toBe(360);
    await expect(panel.getAllByRole('listitem')).toHaveLength(60);
  },
});

/** A long title keeps to one line and a long description to two, each ending in an ellipsis. */
export const LongText = meta.story({
  beforeEach: () =>
    messagesTable.set([
      message(0, {
        title: 'An unusually long title that would never fit into the narrow panel on one line',
        description: 'A description that goes on and on, '.repeat(10),
      }),
    ]),
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'Messages, 1 unread');
    const title = panel.getByText(/An unusually long title/);
    const description = panel.getByText(/A description that goes on/);
    const lineHeight = (element: HTMLElement) => parseFloat(getComputedStyle(element).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight(title) + 1);
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight(description) * 2 + 1);
    await expect(description.scrollHeight).toBeGreaterThan(description.clientHeight);
  },
});

declare global {
  interface Window {
    messageScriptRan?: boolean;
  }
}

/** HTML from the server with a script and an `onerror` handler is shown as text and formatting only. */
export const HostileHtml = meta.story({
  beforeEach: () => {
    window.messageScriptRan = false;
    messagesTable.set([
      message(0, {
        title: '<b>Alert</b><script>window.messageScriptRan = true</script>',
        description:
          'Look <img src="missing.png" onerror="window.messageScriptRan = true"> at <a href="javascript:window.messageScriptRan = true">this</a>',
      }),
    ]);
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'Messages, 1 unread');
    const entry = await entryOf(panel, 'Alert');
    await expect(entry.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    await expect(entry.querySelector('b')).toHaveTextContent('Alert');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(window.messageScriptRan).toBe(false);
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/messages', () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'Messages');
    await expect(panel.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
});

/** The list cannot be loaded: the panel says so and can ask again. */
export const ServerError = meta.story({
  beforeEach({ msw }) {
    let failures = 1;
    msw.use(
      http.get('*/api/common/messages', () => (failures-- > 0 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined)),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'Messages');
    await expect(await panel.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(panel.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(panel.getByText('New appointment request')).toBeVisible());
  },
});

const saving = leavingWhileHeld('patch', '*/api/common/messages');

/** A change shown before the server has it: leaving the page asks first until it is saved. */
export const LeavingWhileSaving = meta.story({
  beforeEach: saving.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await expect(saving.asks()).toBe(false);
    const entry = within(await entryOf(panel, 'New appointment request'));
    await userEvent.click(entry.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(entry.getByRole('button', { name: 'Mark as unread' })).toBeVisible());
    await waitFor(() => expect(saving.asks()).toBe(true));
    saving.release();
    await waitFor(() => expect(messagesTable.get()[0]?.read).toBe(true));
    await waitFor(() => expect(saving.asks()).toBe(false));
  },
});

/** The server refuses a toggle: the message goes back to unread and a toast says so. */
export const ToggleFailsRollsBack = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/common/messages', async () => {
        await delay(150);
        return HttpResponse.json({ message: 'Down' }, { status: 503 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const entry = within(await entryOf(panel, 'New appointment request'));
    await userEvent.click(entry.getByRole('button', { name: 'Mark as read' }));
    // Shown at once...
    await expect(entry.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    // ...and taken back when the server refuses.
    await waitFor(() => expect(screen.getByText('The change could not be saved.')).toBeVisible());
    await expect(entry.getByRole('button', { name: 'Mark as read' })).toBeVisible();
    await expect(messagesTable.get()[0]?.read).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
  },
});

/** The server refuses a delete: the message comes back at its place, once. */
export const RemoveFailsRollsBack = meta.story({
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/common/messages', () => HttpResponse.error()));
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const titles = () => panel.getAllByRole('listitem').map((item) => item.textContent);
    const before = titles();
    await userEvent.click(within(await entryOf(panel, 'Credit topped up')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('It could not be removed.')).toBeVisible());
    await waitFor(() => expect(titles()).toEqual(before));
    // The entry came back under the pointer; whether the browser shows it hovered depends on when it
    // next looks. The pointer rests on the panel's title instead, so the picture is always the same.
    await userEvent.hover(panel.getByRole('heading', { name: 'Messages' }));
    await waitFor(() =>
      expect(within(entryNow(panel, 'Credit topped up')).getByRole('button', { name: 'Remove' })).not.toHaveAttribute('data-hovered'),
    );
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent, 'الرسائل، ٣ غير مقروءة', 'الرسائل');
    await expect(panel.getAllByRole('button', { name: 'وضع علامة كمقروءة' })).toHaveLength(3);
    const entry = await entryOf(panel, 'New appointment request');
    const media = entry.querySelector('img, svg')!.getBoundingClientRect();
    // The image or icon stands at the start, which is the right in Arabic.
    await expect(media.left).toBeGreaterThan(entry.getBoundingClientRect().left + entry.clientWidth / 2);
  },
});
