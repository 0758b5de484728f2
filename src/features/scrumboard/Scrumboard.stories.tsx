import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createScrumboard } from '@mocks/data/scrumboard';
import { boardLabelsTable, boardListsTable, boardsTable, cardsTable } from '@mocks/handlers';
import { dragWithPointer, pickUpWithKeyboard } from '#stories/test-helpers/drag';
import { chooseFile } from '#stories/test-helpers/files';
import { expectInView } from '#stories/test-helpers/in-view';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import type { Card } from './schemas';
import { ScrumboardPage } from './ScrumboardPage';

/** The scrumboard on the fake backend's sample: three boards, the first with 4 lists and 12 cards. */
const meta = preview.meta({
  title: 'Screens/Scrumboard',
  component: ScrumboardPage,
  parameters: {
    frame: 'fullscreen',
    screenshot: 'page',
    route: { path: '/{lang}/apps/scrumboard', pattern: '/:lang/apps/scrumboard/:boardId?' },
  },
  render: () => (
    <>
      <ScrumboardPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const sample = createScrumboard();
const board = sample.boards[0]!;
const [ideas, doing] = sample.lists;
const boardPath = `/{lang}/apps/scrumboard/${board.id}`;
const cardsOf = (listId: string) =>
  cardsTable
    .all()
    .filter((card) => card.listId === listId)
    .sort((a, b) => a.position - b.position);
const column = (canvas: Canvas, title: string) => canvas.findByRole('grid', { name: `Cards in ${title}` });

/** Every board as a card: icon, title, description, up to five members and "+N", last activity. */
export const Boards = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Boards' });
    const cards = within(grid).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent(board.title);
    await expect(cards[0]).toHaveTextContent('Last activity yesterday');
    await waitFor(() => expect(within(cards[0]!).getByText('+2')).toBeVisible());
    await expect(within(cards[0]!).getByText('and 2 more')).toBeInTheDocument();
  },
});

/** A new board opens at once; an empty title says why. */
export const CreateBoard = meta.story({
  parameters: { screenshotMask: 'output[aria-label="Current address"]' }, // The board's id is the server's random one.
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Boards' });
    await userEvent.click(canvas.getByRole('button', { name: 'New board' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New board' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Schulungen');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Schulungen' })).toBeVisible());
    await expect(boardsTable.all()[0]).toMatchObject({ title: 'Schulungen' });
  },
});

/** Rename and delete from a board's menu; delete asks first. */
export const RenameAndDeleteBoard = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Boards' });
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${board.title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Vermittlung Q3{Enter}');
    await waitFor(() => expect(boardsTable.find(board.id)?.title).toBe('Vermittlung Q3'));
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Vermittlung Q3' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Vermittlung Q3”?' });
    await expect(ask).toHaveTextContent('Its lists and cards are deleted with it.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(boardsTable.find(board.id)).toBeNull());
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Boards' })).getAllByRole('listitem')).toHaveLength(2));
  },
});

/** A board: its four lists side by side with their cards, labels, due dates and counts. */
export const Board = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: boardPath } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: board.title })).toBeVisible());
    for (const list of sample.lists) await expect(await column(canvas, list.title)).toBeInTheDocument();
    const first = within(await column(canvas, ideas!.title)).getAllByRole('row');
    await expect(first).toHaveLength(sample.cards.filter((card) => card.listId === ideas!.id).length);
  },
});

/** From the keyboard to another list: the card lands between two neighbours at the midpoint of their positions. */
export const KeyboardMoveCard = meta.story({
  parameters: { route: { path: boardPath } },
  play: async ({ canvas, userEvent }) => {
    const from = await column(canvas, ideas!.title);
    const moving = cardsOf(ideas!.id)[0]!;
    const [first, second] = cardsOf(doing!.id);
    await pickUpWithKeyboard(from, moving.title, `Move “${moving.title}”`, userEvent);
    await userEvent.keyboard('{Tab}');
    const to = await column(canvas, doing!.title);
    await waitFor(() => expect(to.matches('[data-drop-target]') || !!to.querySelector('[data-drop-target]')).toBe(true));
    // Into the list: before its first card, then one place on, between the first and second.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(cardsTable.find(moving.id)).toMatchObject({ listId: doing!.id, position: (first!.position + second!.position) / 2 }),
    );
    await waitFor(() => expect(within(to).getByText(moving.title)).toBeVisible());
    // The dropped card keeps the focus, in its new place, for the next key.
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent(moving.title));
    // The picture is of the board: whether a focus ring shows when it is taken depends on the
    // browser's idea of the input in use at that moment, which the screenshot itself can change.
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** With the pointer, onto the top half of another list's first card: the card comes first there. */
export const PointerMoveCard = meta.story({
  parameters: { route: { path: boardPath }, visual: false }, // The move is the result; Board pictures the board.
  play: async ({ canvas }) => {
    const from = await column(canvas, ideas!.title);
    const to = await column(canvas, doing!.title);
    const moving = cardsOf(ideas!.id)[1]!;
    const source = within(from).getByRole('row', { name: moving.title });
    await dragWithPointer(source, within(to).getAllByRole('row')[0]!, 4, {
      dragging: () => waitFor(() => expect(source).toHaveAttribute('data-dragging')),
      overTarget: () => waitFor(() => expect(to.querySelector('[data-drop-target]')).not.toBeNull()),
    });
    await waitFor(() => expect(cardsOf(doing!.id)[0]!.id).toBe(moving.id));
  },
});

/** A refused move puts the card back and says so. */
export const MoveFails = meta.story({
  parameters: { route: { path: boardPath } },
  beforeEach: ({ msw }) =>
    msw.use(
      http.patch(
        '*/api/apps/scrumboard/board/card/positions',
        async () => (await delay(100), HttpResponse.json({ message: 'down' }, { status: 500 })),
      ),
    ),
  play: async ({ canvas, userEvent }) => {
    const from = await column(canvas, ideas!.title);
    const moving = cardsOf(ideas!.id)[0]!;
    await pickUpWithKeyboard(from, moving.title, `Move “${moving.title}”`, userEvent);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByText(`“${moving.title}” could not be moved and is back in its place.`)).toBeVisible());
    await waitFor(() => expect(within(from).getAllByRole('row')[0]).toHaveTextContent(moving.title));
    await expect(cardsTable.find(moving.id)).toEqual(moving as Card);
  },
});

/** Enter adds a card at the end of its list and keeps the field open for the next. */
export const AddCards = meta.story({
  parameters: { route: { path: boardPath } },
  play: async ({ canvas, userEvent }) => {
    const section = within((await column(canvas, ideas!.title)).closest('section')!);
    const field = section.getByRole('textbox', { name: 'Card title' });
    await userEvent.type(field, 'Raum buchen{Enter}');
    await userEvent.type(field, 'Dolmetscherin anfragen{Enter}');
    await expect(field).toHaveValue('');
    await waitFor(() =>
      expect(
        cardsOf(ideas!.id)
          .slice(-2)
          .map((card) => card.title),
      ).toEqual(['Raum buchen', 'Dolmetscherin anfragen']),
    );
    const positions = cardsOf(ideas!.id).map((card) => card.position);
    await expect(positions.at(-1)! - positions.at(-2)!).toBe(65536);
  },
});

/** A card the server does not take (an error, or no answer at all) goes again, and its title comes back into the field. */
export const AddCardFails = meta.story({
  parameters: { route: { path: boardPath }, visual: false },
  beforeEach: ({ msw }) => {
    let failures = 0;
    msw.use(
      http.put('*/api/apps/scrumboard/board/card', () => {
        failures += 1;
        return failures === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : failures === 2 ? HttpResponse.error() : undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const section = within((await column(canvas, ideas!.title)).closest('section')!);
    const field = section.getByRole('textbox', { name: 'Card title' });
    for (const title of ['Raum buchen', 'Dolmetscherin anfragen']) {
      await userEvent.clear(field);
      await userEvent.type(field, `${title}{Enter}`);
      await waitFor(() => expect(field).toHaveValue(title));
      await expect(await screen.findByText(`“${title}” could not be added.`)).toBeVisible();
    }
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(cardsOf(ideas!.id).at(-1)?.title).toBe('Dolmetscherin anfragen'));
    await expect(field).toHaveValue('');
  },
});

/** A list is added at the end, renamed from its menu, and deleted with its cards after asking. */
export const Lists = meta.story({
  parameters: { route: { path: boardPath } },
  play: async ({ canvas, userEvent }) => {
    await column(canvas, ideas!.title);
    await userEvent.type(canvas.getByRole('textbox', { name: 'List title' }), 'Später{Enter}');
    await waitFor(() =>
      expect(
        boardListsTable
          .all()
          .filter((list) => list.boardId === board.id)
          .map((list) => list.title),
      ).toContain('Später'),
    );
    // The new list is shown at once and keeps its place once the server has named it.
    await waitFor(async () => expect(await column(canvas, 'Später')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: `Actions for the list ${ideas!.title}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete the list' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete the list “${ideas!.title}”?` })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(boardListsTable.find(ideas!.id)).toBeNull());
    await expect(cardsOf(ideas!.id)).toEqual([]);
  },
});

/** 500 cards over the four lists: only those in view are in the page. */
export const ManyCards = meta.story({
  parameters: { route: { path: boardPath } },
  beforeEach: () => {
    const template = sample.cards[0]!;
    cardsTable.replaceAll(
      Array.from({ length: 500 }, (_value, index): Card => ({
        ...template,
        id: `many-${index}`,
        listId: sample.lists[index % 4]!.id,
        position: (Math.floor(index / 4) + 1) * 65536,
        title: `Karte ${index + 1}`,
      })),
    );
  },
  play: async ({ canvas }) => {
    const first = await column(canvas, ideas!.title);
    await waitFor(() => expect(within(first).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(within(first).getAllByRole('row').length).toBeLessThan(40);
    // Rows are measured as they come into view, so the end moves on while scrolling towards it.
    await waitFor(() => {
      first.scrollTop = first.scrollHeight;
      expect(within(first).getByText('Karte 497')).toBeVisible();
    });
  },
});

const lookupPaths = ['*/api/apps/scrumboard/board/labels', '*/api/apps/scrumboard/members'];
const lookupsFail = failingLists(lookupPaths);
const lookupsFailOnce = failingLists(lookupPaths, { once: true });
const membersFail = failingLists(['*/api/apps/scrumboard/members']);
const labelled = sample.cards.find((card) => card.boardId === board.id && card.labels.length > 0)!;
const labelledTitle = sample.labels.find((label) => label.id === labelled.labels[0])!.title;
const cardRow = async (canvas: Canvas): Promise<HTMLElement> =>
  ((await canvas.findByText(labelled.title)) as HTMLElement).closest('[role="row"]')!;

/** Labels and members that could not be fetched are said below the board's title; the cards are there without them. */
export const LookupsFailed = meta.story({
  parameters: { route: { path: boardPath } },
  beforeEach: lookupsFail.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The labels and members could not be loaded: the cards are shown without them.',
    );
    await expect(within(await cardRow(canvas)).queryByText(labelledTitle)).toBeNull();
  },
});

/** "Try again" asks for them again; the cards show their labels, and the message goes. */
export const LookupsFailedThenFetched = meta.story({
  // Once fetched, this is the Board story's picture.
  parameters: { route: { path: boardPath }, visual: false },
  beforeEach: lookupsFailOnce.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(lookupsFailOnce.allFailed).toBe(true));
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await expect(await within(await cardRow(canvas)).findByText(labelledTitle)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Members that could not be fetched are said on the boards' page, whose cards show no one meanwhile. */
export const MembersFailed = meta.story({
  beforeEach: membersFail.beforeEach,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The members could not be loaded: the boards are shown without them.');
    await expect(canvas.getByRole('list', { name: 'Boards' })).toBeVisible();
  },
});

export const UnknownBoard = meta.story({
  parameters: { route: { path: '/{lang}/apps/scrumboard/no-such-board' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('There is no board at this address. It may have been deleted.')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'All boards' })).toBeVisible();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  parameters: { route: { path: boardPath } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: board.title })).toBeVisible());
    const first = await canvas.findByRole('grid', { name: `البطاقات في ${ideas!.title}` });
    const second = await canvas.findByRole('grid', { name: `البطاقات في ${doing!.title}` });
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
});

export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Boards' })).toBeVisible());
    await expect(canvas.getByText('Zuletzt geändert gestern')).toBeVisible();
  },
});

/** On a phone: the lists scroll sideways inside the board, the page does not. */
export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: boardPath } },
  play: async ({ canvas }) => {
    await column(canvas, ideas!.title);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

/** A card opens in its dialog (its address too): title, labels and a checklist item, each saved at once. */
export const EditCard = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: `${boardPath}?card=${sample.cards[0]!.id}` } },
  play: async ({ canvas, userEvent }) => {
    const card = sample.cards[0]!;
    const dialog = within(await screen.findByRole('dialog', { name: card.title }));
    const title = dialog.getByRole('textbox', { name: 'Card title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Dolmetscherpool für Tirol und Vorarlberg{Enter}');
    await waitFor(() => expect(cardsTable.find(card.id)?.title).toBe('Dolmetscherpool für Tirol und Vorarlberg'));
    const label = sample.labels.find((entry) => !card.labels.includes(entry.id))!;
    await userEvent.click(await dialog.findByRole('checkbox', { name: label.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New checklist item' }), 'Budget freigeben{Enter}');
    await waitFor(() => expect(cardsTable.find(card.id)?.labels).toContain(label.id));
    await waitFor(() => expect(cardsTable.find(card.id)?.checklist.at(-1)).toMatchObject({ title: 'Budget freigeben', checked: false }));
    await expect(within(await column(canvas, ideas!.title)).getAllByRole('row')[0]).toHaveTextContent(
      'Dolmetscherpool für Tirol und Vorarlberg',
    );
  },
});

/** On a phone, a card with a long checklist scrolls in its dialog; the field for the next item stays in view as items are added. */
export const ChecklistOnAPhone = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: `${boardPath}?card=${sample.cards[0]!.id}` } },
  beforeEach: () => {
    const items = [
      'Angebote einholen',
      'Sprachen festlegen',
      'Budget schätzen',
      'Termine abstimmen',
      'Räume buchen',
      'Technik prüfen',
      'Verträge senden',
      'Rechnungen prüfen',
      'Feedback sammeln',
      'Bericht schreiben',
    ];
    cardsTable.patch(sample.cards[0]!.id, { checklist: items.map((title, index) => ({ id: `item-${index}`, title, checked: false })) });
  },
  play: async ({ userEvent }) => {
    const card = sample.cards[0]!;
    const dialog = within(await screen.findByRole('dialog', { name: card.title }));
    // The board's labels and members arrive after the card and take their place above the checklist.
    const member = sample.members.find((person) => board.members.includes(person.id))!;
    await dialog.findByRole('checkbox', { name: sample.labels[0]!.title });
    await dialog.findByRole('checkbox', { name: member.name });
    const newItem = dialog.getByRole('textbox', { name: 'New checklist item' });
    newItem.scrollIntoView({ block: 'end' });
    await expectInView(newItem);
    for (const item of ['Budget freigeben', 'Team informieren']) {
      await userEvent.type(newItem, `${item}{Enter}`);
      await waitFor(() => expect(cardsTable.find(card.id)?.checklist.at(-1)?.title).toBe(item));
      await expectInView(dialog.getByText(item));
      await expectInView(newItem);
    }
    await expect(newItem).toHaveFocus();
  },
});

/** A refused change shows the server's card again and says so; delete asks first. */
export const CardChangeFailsThenDelete = meta.story({
  parameters: { route: { path: `${boardPath}?card=${sample.cards[0]!.id}` } },
  beforeEach: ({ msw }) =>
    msw.use(http.patch('*/api/apps/scrumboard/board/card', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ userEvent }) => {
    const card = sample.cards[0]!;
    const dialog = within(await screen.findByRole('dialog', { name: card.title }));
    const label = sample.labels.find((entry) => !card.labels.includes(entry.id))!;
    await userEvent.click(await dialog.findByRole('checkbox', { name: label.title }));
    await waitFor(() => expect(screen.getByText('The change could not be saved; the card shows what the server has.')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: label.title })).not.toBeChecked());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete card' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete “${card.title}”?` })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(cardsTable.find(card.id)).toBeNull());
  },
});

/** The board's labels: a new one comes first and can be given to a card at once; a deleted one leaves every card. */
export const ManageBoardLabels = meta.story({
  parameters: { route: { path: boardPath } },
  play: async ({ canvas, userEvent }) => {
    await column(canvas, ideas!.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Labels' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage labels' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New label' }), 'Schulung{Enter}');
    await waitFor(() => expect(boardLabelsTable.all().find((label) => label.boardId === board.id)?.title).toBe('Schulung'));
    const used = sample.cards.flatMap((card) => card.labels)[0]!;
    const usedTitle = sample.labels.find((label) => label.id === used)!.title;
    await userEvent.click(dialog.getByRole('button', { name: `Delete “${usedTitle}”` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete “${usedTitle}”?` })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(cardsTable.all().some((card) => card.labels.includes(used))).toBe(false));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Label “Schulung”' })).toBeVisible());
  },
});

/** A comment is signed and timed by the server and shows under the others; a refused one stays in the field. */
export const AddComment = meta.story({
  // Edit Card pictures the dialog; where it stands scrolled once the comment arrives depends on when the answer comes.
  parameters: { route: { path: `${boardPath}?card=${sample.cards[0]!.id}` }, visual: false },
  play: async ({ userEvent }) => {
    const card = sample.cards[0]!;
    const dialog = within(await screen.findByRole('dialog', { name: card.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Comment' }), 'Budget ist freigegeben.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(cardsTable.find(card.id)?.comments.at(-1)?.message).toBe('Budget ist freigegeben.'));
    await waitFor(() => expect(dialog.getByText('Budget ist freigegeben.')).toBeVisible());
    // The field empties once the call that sent it hears back, which may be a render after the comment shows.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
  },
});

export const CommentFails = meta.story({
  parameters: { route: { path: `${boardPath}?card=${sample.cards[0]!.id}` }, visual: false }, // The message and the kept text are the result.
  beforeEach: ({ msw }) =>
    msw.use(http.post('*/api/apps/scrumboard/board/card/comment', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: sample.cards[0]!.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Comment' }), 'Nicht verlieren');
    await userEvent.click(dialog.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.getByText('The comment could not be added. It is still in the field.')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('Nicht verlieren');
  },
});

const listOrder = () =>
  boardListsTable
    .all()
    .filter((list) => list.boardId === board.id)
    .sort((a, b) => a.position - b.position)
    .map((list) => list.title);

/**
 * Carries a list from the keyboard: Enter on its handle, Tab through the places the lists offer
 * until the one of `to` (react-aria starts at a place of its choosing), Enter.
 */
async function carryListTo(canvas: Canvas, userEvent: { keyboard: (keys: string) => Promise<void> }, from: string, to: string) {
  canvas.getByRole('button', { name: `Move list “${from}”` }).focus();
  await userEvent.keyboard('{Enter}');
  const place = () => document.querySelector('[data-drop-target]');
  await waitFor(() => expect(place()).not.toBeNull());
  for (let step = 0; step < sample.lists.length && place()?.getAttribute('aria-label') !== `Place of “${to}”`; step += 1) {
    const before = place();
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(place()).not.toBe(before));
  }
  await expect(place()).toHaveAccessibleName(`Place of “${to}”`);
  await userEvent.keyboard('{Enter}');
}

/** A list moves from the keyboard: Enter on its handle, Tab to the list whose place it takes, Enter; positions renumbered 65536 apart. */
export const KeyboardMoveList = meta.story({
  parameters: { route: { path: boardPath } },
  play: async ({ canvas, userEvent }) => {
    await column(canvas, ideas!.title);
    await carryListTo(canvas, userEvent, ideas!.title, doing!.title);
    await waitFor(() => expect(listOrder()).toEqual([doing!.title, ideas!.title, sample.lists[2]!.title, sample.lists[3]!.title]));
    await expect(
      boardListsTable
        .all()
        .filter((list) => list.boardId === board.id)
        .map((list) => list.position)
        .sort((a, b) => a - b),
    ).toEqual([65536, 131072, 196608, 262144]);
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent)
          .slice(0, 2),
      ).toEqual([doing!.title, ideas!.title]),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** With the pointer: a list held by its head and let go over another list takes that list's place. */
export const PointerMoveList = meta.story({
  parameters: { route: { path: boardPath }, visual: false }, // The order is the result; Keyboard Move List pictures a moved board.
  play: async ({ canvas }) => {
    await column(canvas, ideas!.title);
    const last = sample.lists[3]!;
    const source = canvas.getByRole('heading', { level: 2, name: ideas!.title }).parentElement!;
    const place = () => canvas.getByRole('button', { name: `Place of “${last.title}”` });
    await dragWithPointer(source, place, 40, {
      dragging: () => waitFor(() => expect(place()).toBeInTheDocument()),
      overTarget: () => waitFor(() => expect(place()).toHaveAttribute('data-drop-target')),
    });
    await waitFor(() => expect(listOrder()).toEqual([doing!.title, sample.lists[2]!.title, last.title, ideas!.title]));
  },
});

/** A refused list move puts the lists back and says so. */
export const MoveListFails = meta.story({
  parameters: { route: { path: boardPath }, visual: false }, // The message and the order are the result.
  beforeEach: ({ msw }) =>
    msw.use(
      http.patch(
        '*/api/apps/scrumboard/board/lists',
        async () => (await delay(100), HttpResponse.json({ message: 'down' }, { status: 500 })),
      ),
    ),
  play: async ({ canvas, userEvent }) => {
    await column(canvas, ideas!.title);
    await carryListTo(canvas, userEvent, ideas!.title, doing!.title);
    await waitFor(() => expect(screen.getByText('The list could not be changed; it shows what the server has.')).toBeVisible());
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent)
          .slice(0, 2),
      ).toEqual([ideas!.title, doing!.title]),
    );
    await expect(listOrder()).toEqual(sample.lists.map((list) => list.title));
  },
});

/** A file is attached from the picker: the wrong kind is refused here, a disguised one by the server (which reads the bytes); a PDF is taken and shown with its size. */
export const Attachments = meta.story({
  // Edit Card pictures the dialog; where it stands scrolled once the file arrives depends on when the answer comes.
  parameters: { route: { path: `${boardPath}?card=${sample.cards[2]!.id}` }, visual: false },
  play: async ({ userEvent }) => {
    const card = sample.cards[2]!;
    const dialogElement = await screen.findByRole('dialog', { name: card.title });
    const dialog = within(dialogElement);
    await chooseFile(new File(['name;phone'], 'liste.csv', { type: 'text/csv' }), dialogElement);
    await waitFor(() => expect(dialog.getByText('“liste.csv” cannot be attached: choose a picture, a PDF or a text file.')).toBeVisible());
    await chooseFile(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'rechnung.pdf', { type: 'application/pdf' }), dialogElement);
    await waitFor(() =>
      expect(
        dialog.getByText('“rechnung.pdf” was not attached: its content is not a picture, PDF or plain text, as its name and type say.'),
      ).toBeVisible(),
    );
    // HTML named as a picture: text a browser would run, refused by the server whatever it is called.
    await chooseFile(new File(['<html><script>alert(1)</script></html>'], 'foto.png', { type: 'image/png' }), dialogElement);
    await waitFor(() =>
      expect(
        dialog.getByText('“foto.png” was not attached: its content is not a picture, PDF or plain text, as its name and type say.'),
      ).toBeVisible(),
    );
    await expect(cardsTable.find(card.id)?.attachments.some((attachment) => attachment.name === 'foto.png')).toBe(false);
    await chooseFile(new File(['%PDF-1.7 Angebot'], 'Angebot Graz.pdf', { type: 'application/pdf' }), dialogElement);
    await waitFor(() =>
      expect(cardsTable.find(card.id)?.attachments.at(-1)).toMatchObject({ name: 'Angebot Graz.pdf', type: 'application/pdf', size: 16 }),
    );
    await waitFor(() => expect(dialog.getByText('Angebot Graz.pdf · 16 byte')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove “Angebot Graz.pdf”' }));
    await waitFor(() =>
      expect(cardsTable.find(card.id)?.attachments.some((attachment) => attachment.name === 'Angebot Graz.pdf')).toBe(false),
    );
    await waitFor(() => expect(dialog.queryByText('Angebot Graz.pdf · 16 byte')).toBeNull());
  },
});
