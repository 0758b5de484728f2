import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createNotes, noteLabels } from '@mocks/data/notes';
import { noteLabelsTable, notesTable } from '@mocks/handlers';
import { chooseFile, pngBytes } from '#stories/test-helpers/files';
import { expectInView } from '#stories/test-helpers/in-view';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import type { Note } from './schemas';
import { NotesPage } from './NotesPage';

/** The notes app on the fake backend's sample: 15 notes (two archived) and 6 labels. */
const meta = preview.meta({
  title: 'Screens/Notes',
  component: NotesPage,
  parameters: { frame: 'fullscreen', screenshot: 'page', route: { path: '/{lang}/apps/notes', pattern: '/:lang/apps/notes' } },
  render: () => (
    <>
      <NotesPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const sample = createNotes();
const [firstNote] = sample;
const withChecklist = sample.find((note) => note.title === 'Einkaufsliste')!;
const work = noteLabels.find((label) => label.title === 'Arbeit')!;
const notePath = (note: Note) => `/{lang}/apps/notes?note=${note.id}`;
const grid = (canvas: Canvas) => canvas.findByRole('list', { name: 'Notes' });
/**
 * A label's checkbox in the note's dialog, scrolled wholly into view first: the labels sit below the
 * dialog's fold, and the picture taken after a click would otherwise depend on whether the click had to scroll.
 */
const shownLabel = async (dialog: Canvas, title: string) => {
  const checkbox = await dialog.findByRole('checkbox', { name: title });
  const label = checkbox.closest('label')!;
  label.scrollIntoView({ block: 'end' });
  await expectInView(label);
  return checkbox;
};
const cardTitles = async (canvas: Canvas) =>
  within(await grid(canvas))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The notes packed in columns, newest first, each as written; the archived two are not among them. */
export const AllNotes = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    const list = await grid(canvas);
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(13);
    await expect(canvas.getByText('13 notes')).toBeVisible();
    await expect(cards[0]).toHaveAccessibleName(firstNote!.title);
    const checklist = within(list).getByRole('article', { name: withChecklist.title });
    await expect(within(checklist).getByRole('list', { name: '1 of 4 done' })).toBeVisible();
    await expect(within(checklist).getByRole('img', { name: 'Done' })).toBeVisible();
    // A note without a title says so, in the words of the product, not as an empty heading.
    await expect(within(list).getByRole('article', { name: 'Untitled note' })).toHaveTextContent('Rückruf Frau Huber');
    await expect(canvas.getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
  },
});

/** Reminders and Archive are views of their own, in the address; a passed reminder shows in red. */
export const RemindersAndArchive = meta.story({
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Reminders' }));
    await waitFor(async () => expect(await cardTitles(canvas)).toHaveLength(4));
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/apps/notes?view=reminders');
    await expect(canvas.getByText('4 notes')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Archive' }));
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual(['Alte Telefonliste', 'Sommerfest 2025']));
    await expect(canvas.queryByRole('form', { name: 'Take a note…' })).toBeNull();
  },
});

/** A label's notes; the search filters as the user types (300 ms), and says when nothing matches. */
export const LabelAndSearch = meta.story({
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.click(await canvas.findByRole('link', { name: work.title }));
    await waitFor(async () =>
      expect(await cardTitles(canvas)).toHaveLength(sample.filter((note) => !note.archived && note.labels.includes(work.id)).length),
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`Notes: ${work.title}`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'headset');
    await waitFor(async () => expect(await cardTitles(canvas)).toEqual(['Headsets bestellen']));
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent(`label=${work.id}&query=headset`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'xyz');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No results found!' })).toBeVisible());
    await expect(canvas.getByText('No note contains “headsetxyz”.')).toBeVisible();
  },
});

/** "Take a note…" opens into title and text; an empty note says why; Add puts the note first and keeps nothing behind. */
export const TakeANote = meta.story({
  parameters: { screenshotMask: 'output[aria-label="Current address"]' },
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Take a note…' }));
    const form = within(canvas.getByRole('form', { name: 'Take a note…' }));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(form.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      expect.stringContaining('Write a title or a note first.'),
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Title' }), 'Dolmetschbedarf Mai');
    await userEvent.type(form.getByRole('textbox', { name: 'Note' }), 'Mehr ÖGS am Vormittag.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(notesTable.all()[0]).toMatchObject({ title: 'Dolmetschbedarf Mai', content: 'Mehr ÖGS am Vormittag.' }));
    await waitFor(async () => expect((await cardTitles(canvas))[0]).toBe('Dolmetschbedarf Mai'));
    await expect(canvas.getByRole('textbox', { name: 'Take a note…' })).toHaveValue('');
  },
});

/** A refused note keeps what was typed, and says so. */
export const TakeANoteFails = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/apps/notes', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Take a note…' }), 'Nicht verlieren');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByText('The note could not be saved. What you wrote is still here.')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Nicht verlieren');
  },
});

/** A note opens in a dialog (its address too): the text is saved as it is typed, the checklist item gets the server's id. */
export const EditNote = meta.story({
  parameters: { route: { path: notePath(withChecklist) } },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Für Samstag');
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.content).toBe('Für Samstag'));
    await waitFor(() => expect(dialog.getByText('Saved')).toBeVisible());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Brot' }));
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.tasks.find((task) => task.content === 'Brot')?.completed).toBe(true));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New item' }), 'Äpfel{Enter}');
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.tasks.at(-1)).toMatchObject({ content: 'Äpfel', completed: false }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'Äpfel' })).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove “Milch”' }));
    await waitFor(() =>
      expect(notesTable.find(withChecklist.id)?.tasks.map((task) => task.content)).toEqual([
        'Brot',
        'Kaffee für das Büro',
        'Obst',
        'Äpfel',
      ]),
    );
    await userEvent.click(await shownLabel(dialog, work.title));
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.labels).toContain(work.id));
    await expect(dialog.getByRole('checkbox', { name: 'Brot' })).toBeChecked();
  },
});

/** A reminder is a date and a time; once set it shows on the card and the note joins Reminders. */
export const SetReminder = meta.story({
  parameters: { route: { path: notePath(withChecklist) } },
  play: async ({ canvas, userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    const reminder = dialog.getByRole('group', { name: 'Reminder' });
    await userEvent.click(within(reminder).getByRole('spinbutton', { name: /month/i }));
    // Month, day, year, then 6:30 PM on the en-US twelve-hour clock.
    await userEvent.keyboard('03' + '20' + '2026' + '6' + '30' + 'P');
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.reminder).toBe(new Date(2026, 2, 20, 18, 30).toISOString()));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    const card = within(await grid(canvas)).getByRole('article', { name: withChecklist.title });
    await expect(within(card).getByLabelText('Reminder Mar 20, 2026, 6:30 PM')).toBeVisible();
  },
});

/** A picture is saved at once as the data URL the server made of its bytes; the wrong kind of file is refused with its reason, on both sides. */
export const Picture = meta.story({
  parameters: { route: { path: notePath(withChecklist) } },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    await chooseFile(new File(['name;phone'], 'liste.csv', { type: 'text/csv' }), document.querySelector('[role="dialog"]')!);
    // The refusal can be in the page a moment before it is visible.
    await waitFor(() =>
      expect(dialog.getByText('“liste.csv” is not a picture this note can take: choose a PNG, JPEG, GIF or WebP file.')).toBeVisible(),
    );
    // A script that claims to be a PNG passes the browser's look at its type; the server reads the bytes.
    await chooseFile(
      new File(['<script>alert(1)</script>'], 'sneaky.png', { type: 'image/png' }),
      document.querySelector('[role="dialog"]')!,
    );
    await waitFor(() => expect(dialog.getByText('“sneaky.png” was not saved: the server did not take it as a picture.')).toBeVisible());
    await expect(notesTable.find(withChecklist.id)?.image).toBeNull();
    await chooseFile(new File([pngBytes], 'einkauf.png', { type: 'image/png' }), document.querySelector('[role="dialog"]')!);
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.image).toMatch(/^data:image\/png;base64,/));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Remove image' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.image).toBeNull());
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Remove image' })).toBeNull());
  },
});

/** Archive moves the note to the archive view; delete asks first. */
export const ArchiveAndDelete = meta.story({
  parameters: { route: { path: notePath(firstNote!) } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(await screen.findByRole('dialog', { name: firstNote!.title })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(notesTable.find(firstNote!.id)?.archived).toBe(true));
    await waitFor(() => expect(screen.getByText(`“${firstNote!.title}” was archived.`)).toBeVisible());
    await waitFor(async () => expect(await cardTitles(canvas)).not.toContain(firstNote!.title));
    await userEvent.click(canvas.getByRole('link', { name: 'Archive' }));
    await userEvent.click(await canvas.findByRole('link', { name: firstNote!.title }));
    const dialog = within(await screen.findByRole('dialog', { name: firstNote!.title }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete “${firstNote!.title}”?` })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(notesTable.find(firstNote!.id)).toBeNull());
    await waitFor(() => expect(screen.getByText(`“${firstNote!.title}” was deleted.`)).toBeVisible());
  },
});

/** A refused change (here, a label) shows the server's note again and says so. */
export const ChangeFails = meta.story({
  parameters: { route: { path: notePath(withChecklist) } },
  beforeEach: ({ msw }) =>
    msw.use(http.patch('*/api/apps/notes', async () => (await delay(50), HttpResponse.json({ message: 'down' }, { status: 500 })))),
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    await userEvent.click(await shownLabel(dialog, work.title));
    await waitFor(() => expect(screen.getByText('The change could not be saved; the note shows what is saved.')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: work.title })).not.toBeChecked());
  },
});

/** Typing that the server refuses stays in the dialog, says so, and is sent again on retry. */
export const TextSaveFails = meta.story({
  parameters: { route: { path: notePath(withChecklist) } },
  beforeEach: ({ msw }) =>
    msw.use(http.patch('*/api/apps/notes', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note' }), 'Wichtig');
    await waitFor(() => expect(dialog.getByText('Your text is not saved yet. It is kept here and sent again on retry.')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Wichtig');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.content).toBe('Wichtig'));
  },
});

/**
 * A text longer than the note takes (pasted, say) is kept and not sent: its field names the limit,
 * the dialog says it is not saved, and once shortened it is saved.
 */
export const TextTooLong = meta.story({
  parameters: { route: { path: notePath(withChecklist) }, visual: false },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    const field = dialog.getByRole('textbox', { name: 'Note' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(10_001));
    await waitFor(() => expect(dialog.getByText('Not saved: a text is too long.')).toBeVisible());
    await expect(dialog.getByText('At most 10,000 characters.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(notesTable.find(withChecklist.id)?.content).toBe(withChecklist.content);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(notesTable.find(withChecklist.id)?.content).toHaveLength(10_000));
    await waitFor(() => expect(dialog.getByText('Saved')).toBeVisible());
  },
});

/** Labels: a new one comes first; a deleted one leaves every note that had it. */
export const ManageLabels = meta.story({
  play: async ({ canvas, userEvent }) => {
    await grid(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Labels' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage labels' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'New label' }), 'Ideen{Enter}');
    await waitFor(() => expect(noteLabelsTable.all()[0]?.title).toBe('Ideen'));
    await userEvent.click(dialog.getByRole('button', { name: `Delete “${work.title}”` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: `Delete “${work.title}”?` })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(notesTable.all().some((note) => note.labels.includes(work.id))).toBe(false));
    await expect(dialog.getByRole('textbox', { name: 'Label “Ideen”' })).toBeVisible();
  },
});

export const Empty = meta.story({
  beforeEach: () => {
    notesTable.replaceAll([]);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No notes yet' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Take a note…' })).toBeVisible();
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/notes/all', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('The notes could not be loaded.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: /Retry|Try again/ })).toBeVisible();
  },
});

const labelsFail = failingLists(['*/api/apps/notes/labels']);
const labelsFailOnce = failingLists(['*/api/apps/notes/labels'], { once: true });

/** Labels that could not be fetched are said beside the views, with a way to try again; the notes are there meanwhile. */
export const LabelsFailed = meta.story({
  beforeEach: labelsFail.beforeEach,
  play: async ({ canvas }) => {
    const views = within(canvas.getByRole('navigation', { name: 'Views' }));
    await expect(await views.findByRole('alert')).toHaveTextContent('The labels could not be loaded.');
    await expect(await cardTitles(canvas)).toHaveLength(sample.filter((note) => !note.archived).length);
  },
});

/** An open note says its labels could not be loaded, rather than that there are none. */
export const LabelsFailedInANote = meta.story({
  // The dialog's picture is the Edit Note story's; this one is about one line of it.
  parameters: { route: { path: notePath(firstNote!) }, visual: false },
  beforeEach: labelsFail.beforeEach,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText('The labels could not be loaded.')).toBeInTheDocument();
    await expect(dialog.queryByText(/^No labels/)).toBeNull();
  },
});

/** "Try again" asks for the labels again, and they take the message's place. */
export const LabelsFailedThenFetched = meta.story({
  // Once fetched, this is the All Notes story's picture.
  parameters: { visual: false },
  beforeEach: labelsFailOnce.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const views = within(canvas.getByRole('navigation', { name: 'Views' }));
    await userEvent.click(within(await views.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(views.getByRole('link', { name: work.title })).toBeVisible());
    await expect(views.queryByRole('alert')).toBeNull();
  },
});

export const UnknownNote = meta.story({
  parameters: { route: { path: '/{lang}/apps/notes?note=no-such-note' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('This note does not exist any more.')).toBeVisible());
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'الملاحظات' });
    const [first, second] = within(list).getAllByRole('listitem');
    await waitFor(() => expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left));
    await expect(canvas.getByText('١٣ ملاحظة')).toBeVisible();
  },
});

export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  parameters: { route: { path: notePath(withChecklist) } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    await expect(dialog.getByRole('heading', { name: 'Checkliste' })).toBeVisible();
    await expect(dialog.getByText('1 von 4 erledigt')).toBeVisible();
  },
});

/** On a phone, a long checklist scrolls in the note's dialog; the field for the next item stays in view as items are added. */
export const ChecklistOnAPhone = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: notePath(withChecklist) } },
  beforeEach: () => {
    const items = [
      'Brot',
      'Milch',
      'Kaffee für das Büro',
      'Obst',
      'Käse',
      'Tee',
      'Zucker',
      'Servietten',
      'Wasser',
      'Kekse',
      'Reis',
      'Nudeln',
    ];
    notesTable.patch(withChecklist.id, { tasks: items.map((content, index) => ({ id: `item-${index}`, content, completed: false })) });
  },
  play: async ({ userEvent }) => {
    const dialog = within(await screen.findByRole('dialog', { name: withChecklist.title }));
    const newItem = dialog.getByRole('textbox', { name: 'New item' });
    newItem.scrollIntoView({ block: 'end' });
    await expectInView(newItem);
    for (const item of ['Äpfel', 'Birnen']) {
      await userEvent.type(newItem, `${item}{Enter}`);
      await waitFor(() => expect(notesTable.find(withChecklist.id)?.tasks.at(-1)?.content).toBe(item));
      await expectInView(dialog.getByText(item));
      await expectInView(newItem);
    }
    await expect(newItem).toHaveFocus();
  },
});

/** On a phone: the views scroll sideways above one column of notes; the page never does. */
export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await grid(canvas);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    const [first, second] = within(await grid(canvas))
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await waitFor(() => expect(second!.top).toBeGreaterThan(first!.top));
  },
});
