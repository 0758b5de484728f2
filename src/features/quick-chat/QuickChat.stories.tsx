import { useQueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { chatContactsTable, chatsTable } from '@mocks/handlers';
import { leavingWhileHeld, watchLeaving } from '#stories/test-helpers/leaving';
import { QuickChat } from './QuickChat';

/** The team chat (quick chat, spec point 2) on the fake backend's 15 sample chats. */
const meta = preview.meta({
  title: 'Screens/Team chat',
  component: QuickChat,
  parameters: { screenshot: 'page' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <QuickChat {...args} />
    </div>
  ),
});

type Canvas = ReturnType<typeof within>;
const byNewest = () => [...chatsTable.all()].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
const newestChat = () => byNewest()[0]!;
const contactOf = (chat: { contactId: string }) => chatContactsTable.find(chat.contactId)!;
const totalUnread = () => chatsTable.all().reduce((sum, chat) => sum + chat.unreadCount, 0);

const openDrawer = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Team chat, ${totalUnread()} unread` }));
  return within(await screen.findByRole('dialog', { name: 'Team chat' }));
};

/** The bubbles of a conversation (the children of the log that carry a time), in order. */
const bubblesOf = (log: HTMLElement) => [...log.children].filter((child) => child.querySelector('time')) as HTMLElement[];

/** The button carries the unread count of all chats; the drawer lists the conversations, newest first. */
export const ConversationList = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const list = await drawer.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(15);
    await expect(rows[0]).toHaveTextContent(contactOf(newestChat()).name);
    // The drawer may not be shown yet when its list is found (once seen in a long run: the drawer at
    // opacity 0); what is asked is that it shows, so wait for it rather than look once.
    await waitFor(() => expect(drawer.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible());
  },
});

/** Choosing a chat opens it: a date separator whenever the day changes, times as HH:mm, mine at the end side. */
export const OpenConversation = meta.story({
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const chat = newestChat();
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    const log = await drawer.findByRole('log', { name: 'Messages' });
    await within(log).findByText(chat.messages[0]!.value);
    const days = new Set(chat.messages.map((message) => new Date(message.createdAt).toDateString()));
    const separators = [...log.children].filter((child) => !child.querySelector('time'));
    await expect(separators).toHaveLength(days.size);
    await expect(separators.at(-1)).toHaveTextContent('today');
    const times = [...log.querySelectorAll('time')].map((time) => time.textContent);
    await expect(times.every((time) => /^\d\d:\d\d$/.test(time ?? ''))).toBe(true);
    const bubbles = bubblesOf(log);
    const mine = bubbles.find((_, index) => chat.messages[index]?.isMine)!;
    const theirs = bubbles.find((_, index) => !chat.messages[index]?.isMine)!;
    await expect(mine.getBoundingClientRect().right).toBeGreaterThan(theirs.getBoundingClientRect().right);
  },
});

/** Opening an unread chat reads it: its count and the button's total go down. */
export const ReadingClearsUnread = meta.story({
  play: async ({ canvas, userEvent }) => {
    const before = totalUnread();
    const unread = chatsTable.all().find((chat) => chat.unreadCount > 0)!;
    const drawer = await openDrawer(canvas, userEvent);
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(unread).name) }));
    await waitFor(() => expect(chatsTable.all().find((chat) => chat.id === unread.id)?.unreadCount).toBe(0));
    await expect(totalUnread()).toBe(before - unread.unreadCount);
  },
});

/** Sending appends the message at once; Enter sends, the field grows with its text and empties after. */
export const Send = meta.story({
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const chat = newestChat();
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    const field = await drawer.findByRole('textbox', { name: 'Message' });
    const oneLine = field.getBoundingClientRect().height;
    await userEvent.type(field, 'Erste Zeile{Shift>}{Enter}{/Shift}zweite Zeile{Shift>}{Enter}{/Shift}dritte Zeile');
    await expect(field.getBoundingClientRect().height).toBeGreaterThan(oneLine);
    await userEvent.keyboard('{Enter}');
    const log = drawer.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getByText(/Erste Zeile\s+zweite Zeile\s+dritte Zeile/)).toBeVisible());
    await expect(field).toHaveValue('');
    await waitFor(() =>
      expect(
        chatsTable
          .all()
          .find((item) => item.id === chat.id)
          ?.messages.at(-1)?.value,
      ).toBe('Erste Zeile\nzweite Zeile\ndritte Zeile'),
    );
  },
});

/** Control characters pasted with a text (an escape, a bell) are left out of the message sent. */
export const SendWithoutControlCharacters = meta.story({
  parameters: { visual: false },
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const chat = newestChat();
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    const field = await drawer.findByRole('textbox', { name: 'Message' });
    await userEvent.click(field);
    await userEvent.paste('Termin\u0007 um\u001b[31m 9 Uhr\u0000');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        chatsTable
          .all()
          .find((item) => item.id === chat.id)
          ?.messages.at(-1)?.value,
      ).toBe('Termin um[31m 9 Uhr'),
    );
    await expect(field).toHaveValue('');
  },
});

/** The server refuses: the message stays, marked not sent; Retry sends it, and it is kept once. */
export const SendFailsAndRetry = meta.story({
  beforeEach({ msw }) {
    let failures = 1;
    msw.use(
      http.post('*/api/apps/chat/message', () => (failures-- > 0 ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : undefined)),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const chat = newestChat();
    const count = chat.messages.length;
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    await userEvent.type(await drawer.findByRole('textbox', { name: 'Message' }), 'Bin gleich da{Enter}');
    const failure = await drawer.findByRole('alert');
    await expect(failure).toHaveTextContent('Not sent.');
    await expect(within(drawer.getByRole('log')).getByText('Bin gleich da')).toBeVisible();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(drawer.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(chatsTable.all().find((item) => item.id === chat.id)?.messages).toHaveLength(count + 1));
    await expect(within(drawer.getByRole('log')).getAllByText('Bin gleich da')).toHaveLength(1);
  },
});

/** The team chat with a stand-in for a reload of the tab: everything the page held in memory goes. */
function QuickChatWithReload() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [fetches, setFetches] = useState(0);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
      <output>{fetches > 0 ? 'Fetched again' : ''}</output>
      <button type="button" onClick={() => void queryClient.refetchQueries().then(() => setFetches((count) => count + 1))}>
        Fetch again
      </button>
      <button
        type="button"
        onClick={() => {
          queryClient.clear();
          setPage((count) => count + 1);
        }}
      >
        Reload the tab
      </button>
      <QuickChat key={page} />
    </div>
  );
}

let leaving: ReturnType<typeof watchLeaving> | null = null;

/**
 * A message the server refused stays in the outbox: the conversation fetched again and the tab
 * reloaded still show it, not sent, and leaving the page asks first; once sent it goes from there.
 */
export const UnsentKeptThroughRefetchAndReload = meta.story({
  render: () => <QuickChatWithReload />,
  beforeEach({ msw }) {
    let down = true;
    msw.use(http.post('*/api/apps/chat/message', () => (down ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : undefined)));
    leaving = watchLeaving();
    return () => {
      leaving?.restore();
      down = false;
    };
  },
  play: async ({ canvas, userEvent, msw }) => {
    const chat = newestChat();
    const openChat = async () => {
      const drawer = await openDrawer(canvas, userEvent);
      await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
      return drawer;
    };
    let drawer = await openChat();
    await userEvent.type(await drawer.findByRole('textbox', { name: 'Message' }), 'Komme später{Enter}');
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Not sent.');
    await waitFor(() => expect(leaving?.asks()).toBe(true));

    // Fetched again: the server does not have it, the outbox does.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch again' }));
    await canvas.findByText('Fetched again');
    drawer = await openChat();
    await expect(await within(await drawer.findByRole('log')).findByText('Komme später')).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the tab' }));
    drawer = await openChat();
    const log = await drawer.findByRole('log');
    await expect(await within(log).findAllByText('Komme später')).toHaveLength(1);
    const failure = await drawer.findByRole('alert');
    await expect(failure).toHaveTextContent('Not sent.');

    msw.resetHandlers();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(drawer.queryByRole('alert')).toBeNull());
    await waitFor(() =>
      expect(
        chatsTable
          .all()
          .find((item) => item.id === chat.id)
          ?.messages.at(-1)?.value,
      ).toBe('Komme später'),
    );
    await waitFor(() => expect(leaving?.asks()).toBe(false));
    await expect(within(log).getAllByText('Komme später')).toHaveLength(1);
  },
});

/** Opening a chat whose mark-read the server refuses: the unread count comes back, and the page says so. */
export const MarkReadFails = meta.story({
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/apps/chat/chat', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
  },
  play: async ({ canvas, userEvent }) => {
    const unreadChat = byNewest().find((chat) => chat.unreadCount > 0)!;
    const drawer = await openDrawer(canvas, userEvent);
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(unreadChat).name) }));
    await waitFor(() => expect(screen.getByText('The conversation could not be marked as read; it shows as unread again.')).toBeVisible());
    const row = drawer.getByRole('button', { name: new RegExp(contactOf(unreadChat).name) });
    await expect(row).toHaveTextContent(String(unreadChat.unreadCount));
  },
});

const sending = leavingWhileHeld('post', '*/api/apps/chat/message');

/** While a message shows but the server does not have it yet, leaving the page asks first; once delivered, it does not. */
export const LeavingWhileSending = meta.story({
  beforeEach: sending.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const chat = newestChat();
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    // Opening the chat marks it read, a change of its own: the page may go once that is saved.
    await waitFor(() => expect(chatsTable.all().find((item) => item.id === chat.id)?.unreadCount).toBe(0));
    await waitFor(() => expect(sending.asks(), 'before sending').toBe(false));
    await userEvent.type(await drawer.findByRole('textbox', { name: 'Message' }), 'Bin unterwegs{Enter}');
    const log = drawer.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getByText('· sending…')).toBeVisible());
    await waitFor(() => expect(sending.asks()).toBe(true));
    sending.release();
    await waitFor(() => expect(within(log).queryByText('· sending…')).toBeNull());
    await expect(
      chatsTable
        .all()
        .find((item) => item.id === chat.id)
        ?.messages.at(-1)?.value,
    ).toBe('Bin unterwegs');
    await waitFor(() => expect(sending.asks()).toBe(false));
  },
});

/** What is typed in one chat waits there while another is open. */
export const DraftsKeptPerChat = meta.story({
  play: async ({ canvas, userEvent }) => {
    const drawer = await openDrawer(canvas, userEvent);
    const [first, second] = byNewest();
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(first!).name) }));
    await userEvent.type(await drawer.findByRole('textbox', { name: 'Message' }), 'Halb geschrieben');
    await userEvent.click(drawer.getByRole('button', { name: new RegExp(contactOf(second!).name) }));
    await expect(await drawer.findByRole('textbox', { name: 'Message' })).toHaveValue('');
    await userEvent.click(drawer.getByRole('button', { name: new RegExp(contactOf(first!).name) }));
    await expect(await drawer.findByRole('textbox', { name: 'Message' })).toHaveValue('Halb geschrieben');
  },
});

/** A chat the server does not have: 'Could not found chat with id of {id}!'. */
export const ChatNotFound = meta.story({
  args: { isOpen: true, initialChatId: 'missing-chat' },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Team chat' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent('Could not found chat with id of missing-chat!');
  },
});

/** A click on the overlay closes the drawer. */
export const OverlayCloses = meta.story({
  play: async ({ canvas, userEvent }) => {
    await openDrawer(canvas, userEvent);
    const dialog = screen.getByRole('dialog', { name: 'Team chat' });
    // The dialog sits in the modal, which sits in the dimmed overlay.
    const overlay = dialog.parentElement!.parentElement!;
    const box = dialog.getBoundingClientRect();
    // A point on the dimmed page beside the drawer.
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: Math.max(box.left - 100, 10), clientY: 200 } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Team chat' })).toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: () => void chatsTable.set([]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Team chat' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Team chat' }));
    await waitFor(() => expect(drawer.getByRole('heading', { name: 'No conversations' })).toBeVisible());
    await expect(drawer.queryByRole('heading', { name: 'Choose a conversation' })).toBeNull();
  },
});

export const Loading = meta.story({
  args: { isOpen: true },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apps/chat/chats', () => delay('infinite')));
  },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Team chat' }));
    await expect(drawer.getByRole('status', { name: 'Loading conversations' })).toBeVisible();
  },
});

/** A list that failed has nothing to choose from: its message takes the drawer's width. */
export const ServerError = meta.story({
  args: { isOpen: true },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/apps/chat/chats', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Team chat' }));
    await expect(await drawer.findByRole('alert')).toHaveTextContent('The conversations could not be loaded.');
    await expect(drawer.queryByText('Choose a conversation')).toBeNull();
  },
});

/** In Arabic the drawer comes from the left and my messages sit on the left. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^دردشة الفريق/ }));
    const dialog = await screen.findByRole('dialog', { name: 'دردشة الفريق' });
    await expect(dialog.getBoundingClientRect().left).toBeLessThan(10);
    const chat = newestChat();
    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    const log = await within(dialog).findByRole('log');
    await within(log).findByText(chat.messages[0]!.value);
    const bubbles = bubblesOf(log);
    const mine = bubbles.find((_, index) => chat.messages[index]?.isMine)!;
    const theirs = bubbles.find((_, index) => !chat.messages[index]?.isMine)!;
    await expect(mine.getBoundingClientRect().left).toBeLessThan(theirs.getBoundingClientRect().left);
  },
});
