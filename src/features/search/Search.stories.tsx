import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { contactsTable, tasksTable } from '@mocks/handlers';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { requestRecorder } from '#stories/test-helpers/requests';
import { Search } from './Search';

/**
 * The global search (spec points 2 and 5) on the fake backend: contacts, the menu pages the role may
 * see, and tasks. The top bar here is a stand-in of the shell's, for the bar to cover.
 */
const meta = preview.meta({
  title: 'Screens/Search',
  component: Search,
  parameters: { screenshot: 'page' },
  render: (args) => (
    <>
      <header
        style={{
          position: 'relative',
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          minBlockSize: 64,
          paddingInline: 12,
          background: 'white',
        }}
      >
        <Search {...args} />
      </header>
      <LocationReadout />
    </>
  ),
});

const searches = requestRecorder('post', '*/api/common/search');

type Canvas = ReturnType<typeof within>;
const openBar = async (canvas: Canvas, userEvent: { click: (element: Element) => Promise<void> }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Search' }));
  return canvas.findByRole('combobox', { name: 'Search' });
};

const listBox = () => screen.findByRole('listbox');
/**
 * React Aria shows the suggestions once they are placed and, where an on-screen keyboard may be
 * opening, once it has settled: until then they are in the page but transparent. How long that takes
 * depends on what the page went through before, so their visibility is waited for, as a user would
 * see them.
 */
const expectShown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible(), { timeout: 5000 });

/** Bar appearance, closed: a magnifier in the top bar. */
export const BarClosed = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible());
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
});

/** Results come grouped, with each set's label in capitals; a completed task is crossed out. */
export const Results = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = await openBar(canvas, userEvent);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 're');
    const list = within(await listBox());
    const groups = await list.findAllByRole('group');
    const labelOf = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    await expect(groups.map((group) => labelOf(group)?.textContent)).toEqual(['Contacts', 'Pages', 'Tasks']);
    await expect(getComputedStyle(labelOf(groups[0]!)!).textTransform).toBe('uppercase');
    await expectShown(within(groups[1]!).getByRole('option', { name: /Interpreters/ }));
    const done = tasksTable.get().find((task) => task.type === 'task' && task.completed && task.title.toLowerCase().includes('re'));
    const option = within(groups[2]!).getByRole('option', { name: new RegExp(done!.title) });
    const crossedOut = [...option.querySelectorAll('span')].filter((span) => getComputedStyle(span).textDecorationLine === 'line-through');
    await expect(crossedOut.map((span) => span.textContent)).toEqual([done!.title]);
    await expect(option).toHaveTextContent('(done)');
  },
});

/** Typing waits for a 300 ms pause: one request for the whole word, none before the pause is over. */
export const Debounce = meta.story({
  beforeEach: searches.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const input = await openBar(canvas, userEvent);
    const typedAt = performance.now();
    await userEvent.type(input, 'anna');
    await waitFor(() => expect(searches.requests).toHaveLength(1));
    await expect(searches.requests[0]?.body).toEqual({ query: 'anna' });
    // The request left at least 300 ms after the last keystroke, which came after typedAt.
    await expect(searches.requests[0]!.at - typedAt).toBeGreaterThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(searches.requests).toHaveLength(1);
  },
});

/** One character asks nothing and says why; shortening the text to one character clears the results. */
export const MinimumLength = meta.story({
  beforeEach: searches.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const input = await openBar(canvas, userEvent);
    await userEvent.type(input, 'm');
    await expectShown(await within(await listBox()).findByText('Type at least 2 characters.'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(searches.requests).toHaveLength(0);
    await userEvent.type(input, 'a');
    await expect(await within(await listBox()).findAllByRole('option')).not.toHaveLength(0);
    await userEvent.keyboard('{Backspace}');
    await expectShown(await within(await listBox()).findByText('Type at least 2 characters.'));
    // The list's only entry is the hint (react-aria gives the empty state the option role).
    await expect(
      within(await listBox())
        .queryAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Type at least 2 characters.']);
  },
});

/** Arrows move through the options, Enter opens the chosen one (and the bar closes, its text cleared). */
export const Keyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const input = await openBar(canvas, userEvent);
    await userEvent.type(input, 'settings');
    const list = within(await listBox());
    await list.findByRole('option', { name: /Settings/ });
    // Until the search for the whole word has answered, results of a shorter one (contacts) may lead the list.
    await waitFor(() => expect(list.getAllByRole('option').every((option) => /setting/i.test(option.textContent ?? ''))).toBe(true));
    await userEvent.keyboard('{ArrowDown}');
    await expect(input.getAttribute('aria-activedescendant')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/settings');
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toHaveValue('');
  },
});

/** A contact result links to /apps/contacts/{id} in the page's locale. */
export const OpenContact = meta.story({
  play: async ({ canvas, userEvent }) => {
    const contact = contactsTable.get()[0]!;
    const input = await openBar(canvas, userEvent);
    await userEvent.type(input, contact.name);
    await userEvent.click(await within(await listBox()).findByRole('option', { name: new RegExp(contact.name) }));
    await expect(await canvas.findByRole('status', { name: 'Current address' })).toHaveTextContent(`/en-US/apps/contacts/${contact.id}`);
  },
});

/** Escape first closes the suggestions, then the bar; closing clears the text. */
export const EscapeAndClose = meta.story({
  play: async ({ canvas, userEvent }) => {
    let input = await openBar(canvas, userEvent);
    await userEvent.type(input, 'anna');
    await listBox();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus());
    input = await openBar(canvas, userEvent);
    await expect(input).toHaveValue('');
    await userEvent.type(input, 'kal');
    await listBox();
    // Hidden from assistive tech while the suggestions are open (it has no name then), but there to click.
    await userEvent.click(canvas.getByLabelText('Close search'));
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
  },
});

/** No hits: 'Keine Ergebnisse gefunden!'. */
export const NoResultsGerman = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Suchen' }));
    const input = await canvas.findByRole('combobox', { name: 'Suche' });
    await userEvent.type(input, 'xyzzy');
    await expectShown(await within(await listBox()).findByText('Keine Ergebnisse gefunden!'));
  },
});

/** Pages the role may not see are not offered: a captioner has no Contacts page (contacts still match). */
export const PagesFollowTheRole = meta.story({
  globals: { role: 'CAPTIONER' },
  play: async ({ canvas, userEvent }) => {
    const input = await openBar(canvas, userEvent);
    await userEvent.type(input, 'contacts');
    await expectShown(await within(await listBox()).findByText('No results found!'));
    await userEvent.clear(input);
    await userEvent.type(input, 'calendar');
    await expectShown(await within(await listBox()).findByRole('option', { name: /Calendar/ }));
  },
});

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/common/search', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const input = await openBar(canvas, userEvent);
    await userEvent.type(input, 'anna');
    await expectShown(await within(await listBox()).findByText('The search failed. Please try again.'));
  },
});

/** Basic appearance: an always visible field, with the same results. */
export const Basic = meta.story({
  args: { appearance: 'basic' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Search' })).toBeNull();
    const input = await canvas.findByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'finance');
    await expectShown(await within(await listBox()).findByRole('option', { name: /Finance/ }));
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    const input = await canvas.findByRole('combobox', { name: 'بحث' });
    await userEvent.type(input, 're');
    const list = within(await listBox());
    await expectShown(await list.findByText('الصفحات'));
    const close = canvas.getByLabelText('إغلاق البحث');
    // The close button sits at the end of the line: the left in Arabic.
    await expect(close.getBoundingClientRect().left).toBeLessThan(input.getBoundingClientRect().left);
  },
});
