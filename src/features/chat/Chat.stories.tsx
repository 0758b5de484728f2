import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createChats } from '@mocks/data/chat';
import { chatContactsTable, chatsTable } from '@mocks/handlers';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { expectBeginningShown } from '#stories/test-helpers/text-ends';
import { QuickChat } from '@/features/quick-chat';
import { ChatPage } from './ChatPage';

/** The chat app on the fake backend's 15 sample chats, the same data as the team chat's. */
const meta = preview.meta({
  title: 'Screens/Chat',
  component: ChatPage,
  parameters: { frame: 'fullscreen', screenshot: 'page', route: { path: '/{lang}/apps/chat', pattern: '/:lang/apps/chat/:chatId?' } },
  render: () => (
    <>
      <ChatPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;
// The sample as every story starts with it: a story's address is chosen when this file loads, which
// may follow another file's stories that changed the fake backend's tables.
const sample = createChats();
const byNewest = () => [...sample.chats].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
const contactOf = (chat: { contactId: string }) => sample.contacts.find((contact) => contact.id === chat.contactId)!;
const unreadChat = () => byNewest().find((chat) => chat.unreadCount > 0)!;
const mutedChat = () => byNewest().find((chat) => chat.muted)!;
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const chatList = (canvas: Canvas) => canvas.findByRole('list', { name: 'Conversations' });
const chatPath = (chat: { id: string }) => `/{lang}/apps/chat/${chat.id}`;

/** Newest first: contact, last message, time, unread count and the muted mark. */
export const ChatList = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const list = within(await chatList(canvas));
    const rows = list.getAllByRole('link');
    await expect(rows).toHaveLength(15);
    const newest = byNewest()[0]!;
    await expect(rows[0]).toHaveTextContent(contactOf(newest).name);
    await expect(rows[0]).toHaveTextContent(newest.lastMessage);
    const unread = unreadChat();
    await expect(list.getByRole('link', { name: new RegExp(contactOf(unread).name) })).toHaveTextContent(String(unread.unreadCount));
    await expect(
      within(list.getByRole('link', { name: new RegExp(contactOf(mutedChat()).name) })).getByRole('img', { name: 'Muted' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible();
  },
});

/** The search narrows the list as it is typed, by name or last message, and says when nothing matches. */
export const SearchChats = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = await chatList(canvas);
    const someone = contactOf(byNewest()[3]!).name;
    const search = canvas.getByRole('searchbox', { name: 'Search chats' });
    await userEvent.type(search, someone.split(' ')[0]!.toUpperCase());
    await waitFor(() => expect(within(list).getAllByRole('link').length).toBeLessThan(15));
    await expect(within(list).getByRole('link', { name: new RegExp(someone) })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No results found!' })).toBeVisible());
  },
});

/**
 * An unread chat opened by its address: read at once (0 here, on the server and in the list), its
 * messages grouped by side with the time on the last of each group, a separator for each day.
 */
export const OpenChat = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: chatPath(unreadChat()) } },
  play: async ({ canvas }) => {
    const chat = unreadChat();
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await within(log).findByText(chat.messages.at(-1)!.value);
    await waitFor(() => expect(chatsTable.find(chat.id)?.unreadCount).toBe(0));
    const row = within(await chatList(canvas)).getByRole('link', { name: new RegExp(contactOf(chat).name) });
    await waitFor(() => expect(row).not.toHaveTextContent(/unread/));
    await expect(row).toHaveAttribute('aria-current', 'page');

    const messages = chat.messages;
    const groups = messages.filter((message, index) => {
      const next = messages[index + 1];
      return (
        !next || next.isMine !== message.isMine || new Date(next.createdAt).toDateString() !== new Date(message.createdAt).toDateString()
      );
    }).length;
    const shownTimes = [...log.querySelectorAll('time')].filter((time) => time.parentElement!.getBoundingClientRect().width > 1);
    await expect(shownTimes).toHaveLength(groups);
    await expect(log.querySelectorAll('time')).toHaveLength(messages.length);
  },
});

/** Enter sends, Shift+Enter breaks the line; the server keeps the message and the list shows it last. */
export const SendMessage = meta.story({
  parameters: { route: { path: chatPath(byNewest()[1]!) } },
  play: async ({ canvas, userEvent }) => {
    const chat = byNewest()[1]!;
    const input = await canvas.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Bin unterwegs,{Shift>}{Enter}{/Shift}komme um 10 😊{Enter}');
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getByText('Bin unterwegs,\nkomme um 10 😊', { normalizer: (text) => text })).toBeVisible());
    await waitFor(() => expect(chatsTable.find(chat.id)?.messages.at(-1)?.value).toBe('Bin unterwegs,\nkomme um 10 😊'));
    // The mark goes once the page has the server's answer, which comes after the server keeps it.
    await waitFor(() => expect(within(log).queryByText(/sending…/)).toBeNull());
    await expect(input).toHaveValue('');
    const first = within(await chatList(canvas)).getAllByRole('link')[0]!;
    await waitFor(() => expect(first).toHaveTextContent('komme um 10'));
  },
});

/** A message the server refuses stays, marked, with a way to send it again. */
export const SendFailure = meta.story({
  parameters: { route: { path: chatPath(byNewest()[0]!) } },
  beforeEach: ({ msw }) => msw.use(http.post('*/api/apps/chat/message', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Hallo?{Enter}');
    await waitFor(() => expect(canvas.getByText('Not sent.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByText('Hallo?')).toBeVisible();
  },
});

/** Mute and unmute: the mark shows at once and the server keeps it (merged with the other fields). */
export const MuteChat = meta.story({
  parameters: { route: { path: chatPath(byNewest()[0]!) } },
  play: async ({ canvas, userEvent }) => {
    const chat = byNewest()[0]!;
    const name = contactOf(chat).name;
    await userEvent.click(await canvas.findByRole('button', { name: `Mute ${name}` }));
    const row = within(await chatList(canvas)).getByRole('link', { name: new RegExp(name) });
    await waitFor(() => expect(within(row).getByRole('img', { name: 'Muted' })).toBeVisible());
    await waitFor(() => expect(chatsTable.find(chat.id)).toMatchObject({ muted: true, lastMessage: chat.lastMessage }));
    await userEvent.click(canvas.getByRole('button', { name: `Unmute ${name}` }));
    await waitFor(() => expect(chatsTable.find(chat.id)?.muted).toBe(false));
  },
});

/** A refused mute comes back and says so. */
export const MuteFails = meta.story({
  parameters: { route: { path: chatPath(byNewest()[0]!) } },
  // Only the mute is refused: marking the chat read on opening goes through, so that nothing else fails late.
  beforeEach: ({ msw }) =>
    msw.use(
      http.patch('*/api/apps/chat/chat', async ({ request }) => {
        const { chat } = (await request.clone().json()) as { chat: object };
        if ('muted' in chat) return HttpResponse.json({ message: 'down' }, { status: 500 });
        return undefined;
      }),
    ),
  play: async ({ canvas, userEvent }) => {
    const name = contactOf(byNewest()[0]!).name;
    await userEvent.click(await canvas.findByRole('button', { name: `Mute ${name}` }));
    await waitFor(() => expect(screen.getByText('The chat could not be muted and rings again.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: `Mute ${name}` })).toBeVisible();
  },
});

/** A refused read-mark shows the chat as unread again, says so once, and does not ask again by itself. */
export const MarkReadFails = meta.story({
  parameters: { route: { path: chatPath(unreadChat()) } },
  beforeEach: ({ msw }) =>
    msw.use(
      http.patch('*/api/apps/chat/chat', async ({ request }) => {
        const { chat } = (await request.clone().json()) as { chat: object };
        if ('unreadCount' in chat) return HttpResponse.json({ message: 'down' }, { status: 500 });
        return undefined;
      }),
    ),
  play: async ({ canvas, userEvent }) => {
    const chat = unreadChat();
    const name = contactOf(chat).name;
    await waitFor(() => expect(screen.getByText('The chat could not be marked as read; it shows as unread again.')).toBeVisible());
    // A later action of the user's lands after any repeat would have: still one message, still unread.
    await userEvent.click(canvas.getByRole('button', { name: `Mute ${name}` }));
    await waitFor(() => expect(chatsTable.find(chat.id)?.muted).toBe(true));
    await expect(screen.getAllByText('The chat could not be marked as read; it shows as unread again.')).toHaveLength(1);
    const row = within(await chatList(canvas)).getByRole('link', { name: new RegExp(name) });
    await expect(row).toHaveTextContent(String(chat.unreadCount));
  },
});

/**
 * Who the chat is with: about, details, and what was shared. A shared link that is not a web address
 * (javascript:, data:) is never offered as a link.
 */
export const ContactInfoPanel = meta.story({
  parameters: { route: { path: chatPath(byNewest()[0]!) } },
  beforeEach: () => {
    const contact = contactOf(byNewest()[0]!);
    chatContactsTable.patch(contact.id, {
      attachments: {
        ...contact.attachments,
        links: ['https://www.oegsdv.at', 'javascript:alert(1)', ' data:text/html,<script>alert(1)</script>'],
      },
    });
  },
  play: async ({ canvas, userEvent }) => {
    const contact = contactOf(byNewest()[0]!);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact info' }));
    // Beside the conversation from 1280 px on, over it below: the workbench's frame is narrower.
    const panel = within(await screen.findByRole('dialog', { name: `About ${contact.name}` }));
    await waitFor(() => expect(panel.getByText(contact.about)).toBeVisible());
    await expect(panel.getByRole('link', { name: contact.details.emails[0]!.email })).toHaveAttribute(
      'href',
      `mailto:${contact.details.emails[0]!.email}`,
    );
    await expect(panel.getByRole('heading', { name: `Media (${contact.attachments.media.length})` })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Links (1)' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /www\.oegsdv\.at/ })).toHaveAttribute('href', 'https://www.oegsdv.at/');
    await expect(document.querySelector('a[href^="javascript"], a[href*="data:"]')).toBeNull();
  },
});

/** The user's own profile: name, e-mail and about. */
export const Profile = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'My profile' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'My profile' }));
    await waitFor(() => expect(drawer.getByText('Anna Gruber')).toBeVisible());
    await expect(drawer.getByText('anna.gruber@callcenter.example')).toBeVisible();
    await expect(drawer.getByText('Leitung der Vermittlung')).toBeVisible();
  },
});

/** New chat: everyone by name; choosing someone opens the conversation with them. */
export const NewChat = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New chat' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'New chat' }));
    const rows = await drawer.findAllByRole('link');
    const names = [...chatContactsTable.all()].map((contact) => contact.name).sort((a, b) => a.localeCompare(b, 'de'));
    await expect(rows.map((row) => row.querySelector('bdi')?.textContent)).toEqual(names);
    await userEvent.click(rows[0]!);
    const chat = chatsTable.all().find((candidate) => contactOf(candidate).name === names[0])!;
    await waitFor(() => expect(address(canvas)).toHaveTextContent(`/en-US/apps/chat/${chat.id}`));
    await waitFor(() => expect(canvas.getByRole('region', { name: `Conversation with ${names[0]}` })).toBeVisible());
  },
});

/** An id nobody has: the spec's message, and the way back, never a blank page. */
export const UnknownChat = meta.story({
  parameters: { route: { path: '/{lang}/apps/chat/no-such-chat' } },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Could not found chat with id of no-such-chat!')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the conversations' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/en-US\/apps\/chat$/));
  },
});

const longChat = () => byNewest()[2]!;

/** Five hundred messages over weeks: opened at the newest, the input still at hand. */
export const LongConversation = meta.story({
  parameters: { route: { path: chatPath(longChat()) } },
  beforeEach: () => {
    const chat = longChat();
    const start = new Date(chat.lastMessageAt).getTime() - 500 * 90 * 60_000;
    const messages = Array.from({ length: 500 }, (_, index) => ({
      id: `long-${index}`,
      chatId: chat.id,
      contactId: chat.contactId,
      value: index % 7 === 0 ? '👍' : `Nachricht ${index + 1}`,
      createdAt: new Date(start + index * 90 * 60_000).toISOString(),
      isMine: index % 3 === 0,
    }));
    chatsTable.patch(chat.id, { messages, lastMessage: messages.at(-1)!.value, lastMessageAt: messages.at(-1)!.createdAt });
  },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('log', { name: 'Messages' });
    const last = await within(log).findByText('Nachricht 500');
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 2));
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(log.getBoundingClientRect().bottom + 1);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
});

/** What is sent here shows in the team chat drawer of the top bar: one conversation, two views. */
export const SharedWithTeamChat = meta.story({
  parameters: { route: { path: chatPath(byNewest()[4]!) } },
  render: () => (
    <>
      {/* Room for the button's count, as the top bar gives it. */}
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 8 }}>
        <QuickChat />
      </div>
      <ChatPage />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const chat = byNewest()[4]!;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Gesehen im Team-Chat?{Enter}');
    await waitFor(() => expect(chatsTable.find(chat.id)?.lastMessage).toBe('Gesehen im Team-Chat?'));
    await userEvent.click(canvas.getByRole('button', { name: /^Team chat/ }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Team chat' }));
    await userEvent.click(await drawer.findByRole('button', { name: new RegExp(contactOf(chat).name) }));
    await expect(await within(await drawer.findByRole('log', { name: 'Messages' })).findByText('Gesehen im Team-Chat?')).toBeVisible();
  },
});

/** Arabic: right to left, the list on the right, mine on the left. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  parameters: { route: { path: chatPath(byNewest()[0]!) } },
  beforeEach: () => {
    chatsTable.patch(byNewest()[1]!.id, { lastMessage: 'Kannst du mir die Telefonnummer von Herrn Novak für den Termin morgen schicken?' });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'المحادثات' })).toBeVisible());
    const list = await canvas.findByRole('list', { name: 'المحادثات' });
    const log = await canvas.findByRole('log');
    await expect(list.getBoundingClientRect().left).toBeGreaterThan(log.getBoundingClientRect().left);
    // A German preview too long for its row keeps its beginning and loses its end.
    expectBeginningShown(await within(list).findByText(/^Kannst du mir die Telefonnummer/));
  },
});

/** German, dark, with the contact's info beside the conversation. */
export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  parameters: { route: { path: chatPath(byNewest()[0]!) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Kontaktinfo' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: `Über ${contactOf(byNewest()[0]!).name}` })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Chats' })).toBeVisible());
  },
});

/** On a phone: the list, then the conversation over the whole screen, and back. */
export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const list = await chatList(canvas);
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    const back = await canvas.findByRole('button', { name: 'Back to the conversations' });
    await expect(list).not.toBeVisible();
    // The list's heading went with it; the page still has its one, for who moves by headings.
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Chats']);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await userEvent.click(back);
    await expect(await chatList(canvas)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
});
