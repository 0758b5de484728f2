import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createChats } from '@mocks/data/chat';
import { ChatRoute } from '@/features/chat';

/**
 * The chat app in forced colours (see "Design tokens/Forced colours"): the messages of both sides
 * keep the edge of their bubbles, where the colour that set them apart is not drawn.
 */
const meta = preview.meta({
  title: 'Screens/Chat in forced colours',
  component: ChatRoute,
  parameters: { frame: 'fullscreen', screenshot: 'page' },
});

const sample = createChats();
const chatWithBothSides = sample.chats.find(
  (chat) => chat.messages.some((message) => message.isMine) && chat.messages.some((message) => !message.isMine),
)!;

/** The bubble of a message, found by its sender as a screen reader says it ("You," or "Them,"), inside the line with its time. */
const bubbleOf = (sender: HTMLElement) => sender.parentElement!.parentElement!;

export const BothSidesKeepTheirBubbles = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: `/{lang}/apps/chat/${chatWithBothSides.id}`, pattern: '/:lang/apps/chat/:chatId?' } },
  play: async ({ canvas }) => {
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const log = within(await canvas.findByRole('log', { name: 'Messages' }));
    await log.findByText(chatWithBothSides.messages.at(-1)!.value);
    for (const sender of ['You,', 'Them,']) {
      const bubble = bubbleOf(log.getAllByText(sender)[0]!);
      await expect(getComputedStyle(bubble).borderTopStyle, sender).toBe('solid');
    }
  },
});
