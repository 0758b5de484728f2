import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createScrumboard } from '@mocks/data/scrumboard';
import { BoardPage } from './BoardPage';

const sample = createScrumboard();
const board = sample.boards[0]!;
const lists = sample.lists.filter((list) => list.boardId === board.id);
const firstCard = sample.cards.filter((card) => card.listId === lists[0]!.id).sort((a, b) => a.position - b.position)[0]!;

/**
 * One board on its own: its lists side by side, each a grid of cards, and a card's dialog from the
 * address. Moving cards and lists, and the way from the boards, are in Screens/Scrumboard.
 */
const meta = preview.meta({
  title: 'Screens/Scrumboard/Board',
  component: BoardPage,
  parameters: {
    frame: 'fullscreen',
    screenshot: 'page',
    route: { path: `/{lang}/apps/scrumboard/${board.id}`, pattern: '/:lang/apps/scrumboard/:boardId?' },
  },
  args: { boardId: board.id },
});

/** Every list of the board with its cards, in order. */
export const Lists = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: board.title })).toBeVisible();
    for (const list of lists) await expect(canvas.getByRole('grid', { name: `Cards in ${list.title}` })).toBeVisible();
  },
});

/** A card named in the address opens in its dialog over the board. */
export const CardFromTheAddress = meta.story({
  parameters: { route: { path: `/{lang}/apps/scrumboard/${board.id}?card=${firstCard.id}`, pattern: '/:lang/apps/scrumboard/:boardId?' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Card title' })).toHaveValue(firstCard.title));
  },
});

/** A board nobody has: said plainly, with the way back to all boards. */
export const UnknownBoard = meta.story({
  args: { boardId: 'no-such-board' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('There is no board at this address. It may have been deleted.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All boards' })).toHaveAttribute('href', '/en-US/apps/scrumboard');
  },
});

/** A board that could not be loaded can be asked for again. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/apps/scrumboard/board', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The board could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: board.title })).toBeVisible();
  },
});

/** Arabic, right to left, in the dark. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: board.title })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
  },
});
