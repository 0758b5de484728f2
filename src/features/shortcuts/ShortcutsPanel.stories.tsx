import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { shortcutsTable } from '@mocks/handlers';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { ShortcutsPanel } from './ShortcutsPanel';

/**
 * The shortcuts panel (spec points 2, 4, 5) on the fake backend's sample shortcuts: its four modes
 * view, modify, add and edit, and the transitions between them.
 */
const meta = preview.meta({
  title: 'Screens/Shortcuts',
  component: ShortcutsPanel,
  parameters: { screenshot: 'page' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', gap: 16 }}>
      <LocationReadout />
      <ShortcutsPanel {...args} />
    </div>
  ),
});

type Canvas = ReturnType<typeof within>;
type User = { click: (element: Element) => Promise<void> };

const openPanel = async (canvas: Canvas, userEvent: User, title = 'Shortcuts') => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Shortcuts' }));
  return within(await screen.findByRole('dialog', { name: title }));
};

/** The form loads when the panel first shows it. */
const openForm = async (canvas: Canvas, userEvent: User, title: string) => {
  const form = await openPanel(canvas, userEvent, title);
  await form.findByRole('button', { name: 'Save' });
  return form;
};

const dialogTitled = async (title: string) => within(await screen.findByRole('dialog', { name: title }));

/** View: every shortcut is a link with its icon, label and description. */
export const View = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const links = await panel.findAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(panel.getByRole('link', { name: /Tasks 12 unfinished tasks/ })).toHaveAttribute('href', '/en-US/apps/tasks');
    await expect(panel.getByRole('link', { name: /Mailbox 5 new e-mails/ })).toHaveAttribute('href', '/en-US/apps/mailbox');
    // The panel may not be shown yet when its links are found (once seen in a long run); what is
    // asked is that the button shows, so wait for it rather than look once.
    await waitFor(() => expect(panel.getByRole('button', { name: 'Enter edit mode' })).toBeVisible());
    await expect(panel.getByRole('button', { name: 'Add shortcut' })).toBeVisible();
  },
});

/** A shortcut with the router navigates in the app and closes the panel. */
export const FollowInAppShortcut = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(await panel.findByRole('link', { name: /Contacts/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/apps/contacts');
  },
});

/** Reload does not use the router: it is a plain link that loads the page. */
export const ReloadIsAPlainLink = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    const reload = await panel.findByRole('link', { name: /Reload/ });
    await expect(reload).toHaveAttribute('href', '/en-US/dashboards/project');
    await expect(reload).not.toHaveAttribute('data-rac');
  },
});

/** Modify: the same grid, each shortcut now a button that opens it for editing. */
export const Modify = meta.story({
  args: { initialState: { mode: 'modify' } },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await waitFor(() => expect(panel.getByRole('list', { name: 'Choose a shortcut to edit' })).toBeVisible());
    await expect(panel.queryAllByRole('link')).toHaveLength(0);
    await expect(panel.getByRole('button', { name: /^Edit Tasks/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Done' })).toBeVisible();
  },
});

/** Add: an empty form; save stays disabled until label, icon and link are given, and each field says what it needs. */
export const Add = meta.story({
  args: { initialState: { mode: 'add' } },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Add shortcut');
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const label = form.getByRole('textbox', { name: /Label/ });
    await userEvent.click(label);
    await userEvent.click(form.getByRole('textbox', { name: /Link/ }));
    await userEvent.click(form.getByRole('textbox', { name: /Description/ }));
    await waitFor(() => expect(form.getByText('Enter a label.')).toBeVisible());
    await expect(form.getByText('Enter a link.')).toBeVisible();
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
  },
});

/**
 * Hostile or unusual input: a link of another scheme is refused with a reason, the limits show as
 * counts from the start, and a web address takes "Open inside the app" away (it opens a new tab).
 */
export const AddRefusesHostileInput = meta.story({
  args: { initialState: { mode: 'add' } },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Add shortcut');
    const label = form.getByRole('textbox', { name: /Label/ });
    await expect(label).toHaveAccessibleDescription('0/40');
    await userEvent.type(label, 'Meine Seite');
    await expect(label).toHaveAccessibleDescription('11/40');
    const link = form.getByRole('textbox', { name: /Link/ });
    for (const hostile of ['javascript:alert(1)', 'data:text/html,x', '//evil.example']) {
      // Each value is judged afresh: the last value's refusal goes with the field emptied, and the
      // message is drawn anew for the next (asked for again until it shows, not held from before).
      await userEvent.clear(link);
      await waitFor(() => expect(form.queryByText(/Only a path of the app/)).toBeNull());
      await userEvent.type(link, hostile);
      await waitFor(() => expect(form.getByText(/Only a path of the app/)).toBeVisible());
      await expect(link).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.clear(link);
    await userEvent.type(link, 'https://example.org/docs');
    await waitFor(() => expect(form.queryByText(/Only a path of the app/)).toBeNull());
    await expect(form.getByRole('switch', { name: 'Open inside the app' })).toBeDisabled();
    await userEvent.type(label, 'x'.repeat(40));
    await waitFor(() => expect(form.getByText('At most 40 characters.')).toBeVisible());
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
});

export const Edit = meta.story({
  args: {
    initialState: {
      mode: 'edit',
      shortcut: {
        id: '4f7c5e4c-6b1a-4a9d-8e0b-3d8f6a5c4b66',
        label: 'Tasks',
        description: '12 unfinished tasks',
        icon: 'check-circle',
        link: '/apps/tasks',
        useRouter: true,
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Edit shortcut');
    await expect(form.getByRole('textbox', { name: /Label/ })).toHaveValue('Tasks');
    await expect(form.getByRole('textbox', { name: /Link/ })).toHaveValue('/apps/tasks');
    await expect(form.getByRole('switch', { name: 'Open inside the app' })).toBeChecked();
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Asked for until it shows: the form may still be drawing its actions when its fields are there.
    await waitFor(() => expect(form.getByRole('button', { name: 'Delete' })).toBeVisible());
  },
});

/** Every transition of spec point 4, one after the other. */
export const ModeTransitions = meta.story({
  play: async ({ canvas, userEvent }) => {
    let panel = await openPanel(canvas, userEvent);
    // view -> add -> cancel -> view
    await userEvent.click(panel.getByRole('button', { name: 'Add shortcut' }));
    panel = await dialogTitled('Add shortcut');
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    panel = await dialogTitled('Shortcuts');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Enter edit mode' })).toBeVisible());
    // view -> modify -> edit -> cancel -> modify
    await userEvent.click(panel.getByRole('button', { name: 'Enter edit mode' }));
    await userEvent.click(await panel.findByRole('button', { name: /^Edit Tasks/ }));
    panel = await dialogTitled('Edit shortcut');
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    panel = await dialogTitled('Shortcuts');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Done' })).toBeVisible());
    // modify -> add -> cancel -> view
    await userEvent.click(panel.getByRole('button', { name: 'Add shortcut' }));
    panel = await dialogTitled('Add shortcut');
    await userEvent.click(panel.getByRole('button', { name: 'Cancel' }));
    panel = await dialogTitled('Shortcuts');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Enter edit mode' })).toBeVisible());
    // view -> modify -> done -> view
    await userEvent.click(panel.getByRole('button', { name: 'Enter edit mode' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'Enter edit mode' })).toBeVisible());
    await expect(panel.getAllByRole('link')).toHaveLength(8);
  },
});

/** A new shortcut goes to the top; the panel is then in modify mode. */
export const AddAndSave = meta.story({
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(panel.getByRole('button', { name: 'Add shortcut' }));
    const form = await dialogTitled('Add shortcut');
    await userEvent.type(form.getByRole('textbox', { name: /Label/ }), 'My profile');
    await userEvent.type(form.getByRole('textbox', { name: /Description/ }), 'Name and photo');
    // Icons are found by their names in the page's language, never by the design system's ids.
    await userEvent.type(form.getByRole('combobox', { name: /Icon/ }), 'prof');
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Profile']);
    await expect(options[0]!.querySelector('svg')).not.toBeNull();
    await userEvent.click(options[0]!);
    await userEvent.type(form.getByRole('textbox', { name: /Link/ }), '/profile');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const modify = await dialogTitled('Shortcuts');
    await waitFor(() => expect(modify.getByRole('button', { name: 'Done' })).toBeVisible());
    await waitFor(() =>
      expect(shortcutsTable.get()[0]).toMatchObject({
        label: 'My profile',
        description: 'Name and photo',
        icon: 'user-circle',
        link: '/profile',
        useRouter: true,
      }),
    );
    // Asked afresh each time: once the server names it, the stand-in's row is replaced by a new one.
    await waitFor(() =>
      expect(within(modify.getAllByRole('listitem')[0] as HTMLElement).getByRole('button', { name: /^Edit My profile/ })).toBeEnabled(),
    );
  },
});

/** Editing merges the change; after the save the panel is in modify mode. */
export const EditAndSave = meta.story({
  args: { initialState: { mode: 'modify' } },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(await panel.findByRole('button', { name: /^Edit Tasks/ }));
    const form = await dialogTitled('Edit shortcut');
    const label = form.getByRole('textbox', { name: /Label/ });
    await userEvent.clear(label);
    await userEvent.type(label, 'To-dos');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    const modify = await dialogTitled('Shortcuts');
    await waitFor(() => expect(modify.getByRole('button', { name: /^Edit To-dos/ })).toBeVisible());
    await waitFor(() => expect(shortcutsTable.get().find((item) => item.link === '/apps/tasks')?.label).toBe('To-dos'));
    await expect(shortcutsTable.get().find((item) => item.link === '/apps/tasks')?.description).toBe('12 unfinished tasks');
  },
});

/** Deleting asks first; confirmed, the shortcut is gone and the panel is in modify mode. */
export const Delete = meta.story({
  args: { initialState: { mode: 'modify' } },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await userEvent.click(await panel.findByRole('button', { name: /^Edit Changelog/ }));
    const form = await dialogTitled('Edit shortcut');
    await userEvent.click(form.getByRole('button', { name: 'Delete' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete shortcut?' }));
    await userEvent.click(question.getByRole('button', { name: 'Delete' }));
    const modify = await dialogTitled('Shortcuts');
    await waitFor(() => expect(modify.queryByRole('button', { name: /^Edit Changelog/ })).toBeNull());
    await expect(modify.getByRole('button', { name: 'Done' })).toBeVisible();
    await waitFor(() => expect(shortcutsTable.get()).toHaveLength(7));
  },
});

/** The server refuses a new shortcut: it leaves the grid, and the form opens again with what was typed. */
export const SaveRefused = meta.story({
  args: { initialState: { mode: 'add' } },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/common/shortcuts', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Add shortcut');
    await userEvent.type(form.getByRole('textbox', { name: /Label/ }), 'Invoices');
    await userEvent.type(form.getByRole('combobox', { name: /Icon/ }), 'Docu');
    await userEvent.click(await screen.findByRole('option', { name: 'Document' }));
    await userEvent.type(form.getByRole('textbox', { name: /Link/ }), '/invoice');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('The shortcut could not be saved.')).toBeVisible());
    const again = await dialogTitled('Add shortcut');
    await expect(again.getByRole('textbox', { name: /Label/ })).toHaveValue('Invoices');
    await expect(again.getByRole('textbox', { name: /Link/ })).toHaveValue('/invoice');
    await expect(shortcutsTable.get()).toHaveLength(8);
  },
});

export const Empty = meta.story({
  beforeEach: () => shortcutsTable.set([]),
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    // The panel's content can be in the page a moment before it is visible.
    await waitFor(() => expect(panel.getByRole('heading', { name: 'No shortcuts' })).toBeVisible());
    await userEvent.click(panel.getAllByRole('button', { name: 'Add shortcut' })[1] as HTMLElement);
    // The add form opens: its label field is there to type into.
    await expect((await dialogTitled('Add shortcut')).getByRole('textbox', { name: /Label/ })).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await expect(panel.getByRole('list', { name: 'Loading shortcuts' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const ServerError = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/common/shortcuts', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel(canvas, userEvent);
    await expect(await panel.findByRole('alert')).toHaveTextContent('The shortcuts could not be loaded.');
  },
});

/** Labels and descriptions are translated through keys made of the lowercased label. */
export const German = meta.story({
  globals: { locale: 'de-AT' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verknüpfungen' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Verknüpfungen' }));
    // The panel's content can be in the page a moment before it is visible.
    await waitFor(() => expect(panel.getByRole('link', { name: /Aufgaben 12 offene Aufgaben/ })).toBeVisible());
    await expect(panel.getByRole('link', { name: /Postfach 5 neue E-Mails/ })).toBeVisible();
  },
});

export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'الاختصارات' }));
    const panel = within(await screen.findByRole('dialog', { name: 'الاختصارات' }));
    const [first, second] = await panel.findAllByRole('link');
    // The grid runs from the right in Arabic.
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left);
  },
});
