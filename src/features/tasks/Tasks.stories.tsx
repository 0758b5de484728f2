import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createTasks, taskTags } from '@mocks/data/tasks';
import { tasksTable, taskTagsTable } from '@mocks/handlers';
import { dragWithPointer, pickUpWithKeyboard } from '#stories/test-helpers/drag';
import { expectInView } from '#stories/test-helpers/in-view';
import { expectBeginningShown } from '#stories/test-helpers/text-ends';
import { failingLists } from '#stories/test-helpers/failing-lists';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { isOverdue } from '@/lib/i18n';
import type { Task } from './schemas';
import { TasksPage } from './TasksPage';

/** The tasks app on the fake backend's 30 sample entries (three sections). */
const meta = preview.meta({
  title: 'Screens/Tasks',
  component: TasksPage,
  parameters: { frame: 'fullscreen', screenshot: 'page', route: { path: '/{lang}/apps/tasks', pattern: '/:lang/apps/tasks/:taskId?' } },
  render: () => (
    <>
      <TasksPage />
      <LocationReadout />
    </>
  ),
});

type Canvas = ReturnType<typeof within>;

const sample = createTasks();
const firstTask = sample.find((task) => task.type === 'task')!;
const remainingOf = (tasks: readonly Task[]) => tasks.filter((task) => task.type === 'task' && !task.completed).length;
const ordered = () => [...tasksTable.all()].sort((a, b) => a.order - b.order);
const taskList = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Tasks and sections' });
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' });
const taskPath = (task: Task) => `/{lang}/apps/tasks/${task.id}`;

/** Sections and tasks in their order, what is left in the header, nothing open yet. */
export const List = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(`${remainingOf(sample)} remaining tasks`)).toBeVisible());
    const list = await taskList(canvas);
    const rows = within(list).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('Heute');
    await expect(rows[1]).toHaveTextContent(firstTask.title);
    await expect(within(rows[1]!).getByRole('checkbox', { name: `Done: ${firstTask.title}` })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Choose a task' })).toBeVisible();
  },
});

/** A task's address opens it beside the list, with every field. */
export const OpenTask = meta.story({
  tags: ['fits-phone'],
  parameters: { route: { path: taskPath(sample.find((task) => task.type === 'task' && task.subTasks.length > 0 && task.assignedTo)!) } },
  play: async ({ canvas }) => {
    const task = sample.find((entry) => entry.type === 'task' && entry.subTasks.length > 0 && entry.assignedTo)!;
    const detail = within(await canvas.findByRole('region', { name: `Task “${task.title}”` }));
    await expect(detail.getByRole('textbox', { name: 'Title' })).toHaveValue(task.title);
    await expect(detail.getByRole('checkbox', { name: 'Done' })).toBeInTheDocument();
    await expect(detail.getByRole('button', { name: /Priority/ })).toBeVisible();
    await expect(detail.getByRole('button', { name: /Assigned to/ })).not.toHaveTextContent('Nobody');
    await expect(detail.getByRole('heading', { name: 'Subtasks' })).toBeVisible();
    await expect(detail.getAllByRole('listitem')).toHaveLength(task.subTasks.length);
    // The row of the open task is marked in the list.
    const row = within(await taskList(canvas)).getByRole('row', { name: task.title });
    await expect(row.className).toMatch(/current/);
  },
});

/** Alt+N puts a blank task on top, opens it with the title focused, and saves the title once typing pauses. */
export const AddTaskWithShortcut = meta.story({
  // The new entry's id is the server's random one.
  parameters: { screenshotMask: 'output[aria-label="Current address"]' },
  play: async ({ canvas, userEvent }) => {
    await taskList(canvas);
    const before = tasksTable.all().length;
    await userEvent.keyboard('{Alt>}n{/Alt}');
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    const created = ordered()[0]!;
    await expect(created).toMatchObject({ type: 'task', title: '', priority: 1, order: 0 });
    await expect(tasksTable.all()).toHaveLength(before + 1);
    await userEvent.type(title, 'Dolmetscherin für Freitag finden');
    await waitFor(() => expect(tasksTable.find(created.id)?.title).toBe('Dolmetscherin für Freitag finden'));
    await waitFor(() => expect(canvas.getByText('Saved')).toBeVisible());
    await expect(within(await taskList(canvas)).getAllByRole('row')[0]).toHaveTextContent('Dolmetscherin für Freitag finden');
    await expect(canvas.getByText(`${remainingOf(sample) + 1} remaining tasks`)).toBeVisible();
  },
});

/** A section from its button: on top, named in the panel, without the task's fields. */
export const AddSection = meta.story({
  // The new entry's id is the server's random one.
  parameters: { screenshotMask: 'output[aria-label="Current address"]' },
  play: async ({ canvas, userEvent }) => {
    await taskList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    const title = await canvas.findByRole('textbox', { name: 'Section title' });
    await userEvent.type(title, 'Nächste Woche');
    await waitFor(() => expect(ordered()[0]).toMatchObject({ type: 'section', title: 'Nächste Woche' }));
    await expect(canvas.queryByRole('textbox', { name: 'Notes' })).toBeNull();
  },
});

/** Ticking a task in the list completes it: crossed out, one fewer remaining. */
export const CompleteTask = meta.story({
  play: async ({ canvas, userEvent }) => {
    const open = sample.find((task) => task.type === 'task' && !task.completed)!;
    const list = await taskList(canvas);
    await userEvent.click(within(list).getByRole('checkbox', { name: `Done: ${open.title}` }));
    await waitFor(() => expect(canvas.getByText(`${remainingOf(sample) - 1} remaining tasks`)).toBeVisible());
    await waitFor(() => expect(tasksTable.find(open.id)?.completed).toBe(true));
  },
});

/**
 * A refused save keeps what was typed and says so; the list shows the server's title until
 * Try again gets through.
 */
export const TitleSaveFails = meta.story({
  parameters: { route: { path: taskPath(firstTask) } },
  beforeEach: ({ msw }) => {
    let refuse = true;
    msw.use(
      http.patch('*/api/apps/tasks/task', () =>
        refuse ? ((refuse = false), HttpResponse.json({ message: 'down' }, { status: 500 })) : undefined,
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const title = await canvas.findByRole('textbox', { name: 'Title' });
    await userEvent.type(title, ' (dringend)');
    await waitFor(() => expect(canvas.getByText(/Not saved: the server did not take the change/)).toBeVisible());
    await expect(title).toHaveValue(`${firstTask.title} (dringend)`);
    await expect(within(await taskList(canvas)).getAllByRole('row')[1]).toHaveTextContent(new RegExp(`^${firstTask.title}`));
    await expect(tasksTable.find(firstTask.id)?.title).toBe(firstTask.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tasksTable.find(firstTask.id)?.title).toBe(`${firstTask.title} (dringend)`));
    await expect(canvas.queryByText(/Not saved/)).toBeNull();
  },
});

/** A task whose day has passed shows its date in red with "Overdue"; a done one does not. */
export const Overdue = meta.story({
  beforeEach: () => {
    tasksTable.patch(firstTask.id, { dueDate: '2026-03-10T00:00:00.000Z', completed: false });
  },
  play: async ({ canvas }) => {
    const row = within(await taskList(canvas)).getAllByRole('row')[1]!;
    await expect(row).toHaveTextContent('Overdue');
    await expect(isOverdue(tasksTable.find(firstTask.id)!.dueDate)).toBe(true);
  },
});

/** From the keyboard: Enter on a handle picks the task up, arrows choose the place, Enter puts it down; the server has the order. */
export const KeyboardReorder = meta.story({
  play: async ({ canvas, userEvent }) => {
    const list = await taskList(canvas);
    const [section, first, second, third] = ordered();
    await pickUpWithKeyboard(list, first!.title, `Move “${first!.title}”`, userEvent);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(
        ordered()
          .slice(0, 4)
          .map((task) => task.id),
      ).toEqual([section!.id, second!.id, third!.id, first!.id]),
    );
    await expect(ordered().map((task) => task.order)).toEqual(ordered().map((_task, index) => index));
    // The moved task keeps the focus for the next key. The picture is of the list: whether a focus
    // ring shows when it is taken depends on the input the browser thinks is in use at that moment.
    await waitFor(() => expect(document.activeElement?.closest('[role="row"]')).toHaveTextContent(first!.title));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** Half way through a keyboard move: the line shows where the task would land. */
export const DragInProgress = meta.story({
  // The move is left half done for the picture; Escape ends it before the next story, which would otherwise find it going on.
  beforeEach: () => () => {
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  },
  play: async ({ canvas, userEvent }) => {
    const list = await taskList(canvas);
    await pickUpWithKeyboard(list, firstTask.title, `Move “${firstTask.title}”`, userEvent);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('row', { name: firstTask.title })).toHaveAttribute('data-dragging');
  },
});

/** With the pointer: a task dragged above the first section becomes the first entry. */
export const PointerReorder = meta.story({
  parameters: { visual: false }, // The new order is the result; the list's pictures are elsewhere.
  play: async ({ canvas }) => {
    const list = await taskList(canvas);
    const rows = within(list).getAllByRole('row');
    const moving = ordered()[3]!;
    await dragWithPointer(rows[3]!, rows[0]!, 4, {
      dragging: () => waitFor(() => expect(rows[3]).toHaveAttribute('data-dragging')),
      overTarget: () => waitFor(() => expect(list.querySelector('[data-drop-target]')).not.toBeNull()),
    });
    await waitFor(() => expect(ordered()[0]!.id).toBe(moving.id));
  },
});

/** A refused reorder puts the list back as the server has it, and says so. */
export const ReorderFails = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.patch('*/api/apps/tasks/order', async () => (await delay(100), HttpResponse.json({ message: 'down' }, { status: 500 })))),
  play: async ({ canvas, userEvent }) => {
    const list = await taskList(canvas);
    const before = ordered().map((task) => task.title);
    await pickUpWithKeyboard(list, firstTask.title, `Move “${firstTask.title}”`, userEvent);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByText('The new order could not be saved; the list is back as it was.')).toBeVisible());
    await waitFor(() => expect(within(list).getAllByRole('row')[1]).toHaveTextContent(before[1]!));
    await expect(ordered().map((task) => task.title)).toEqual(before);
  },
});

/** Deleting a tag in the manager takes it off every task, in the list too. */
export const DeleteTag = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [tag] = taskTagsTable.all();
    await taskList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Tags' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage tags' }));
    await userEvent.click(dialog.getByRole('button', { name: `Delete “${tag!.title}”` }));
    const ask = await screen.findByRole('alertdialog');
    await expect(ask).toHaveTextContent('The tag is also taken off every task that has it.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tasksTable.all().some((task) => task.tags.includes(tag!.id))).toBe(false));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(canvas.getByRole('grid')).queryAllByText(tag!.title)).toHaveLength(0));
  },
});

/** Subtasks: add (an empty one says why not), tick, move and remove, each saved. */
export const SubTasks = meta.story({
  parameters: { route: { path: taskPath(firstTask) } },
  beforeEach: () => {
    tasksTable.patch(firstTask.id, { subTasks: [] });
  },
  play: async ({ canvas, userEvent }) => {
    const detail = within(await canvas.findByRole('region', { name: `Task “${firstTask.title}”` }));
    await userEvent.click(detail.getByRole('button', { name: 'Add' }));
    await expect(detail.getByRole('textbox', { name: 'New subtask' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter what is to be done.'),
    );
    await userEvent.type(detail.getByRole('textbox', { name: 'New subtask' }), 'Termin bestätigen{Enter}');
    await userEvent.type(detail.getByRole('textbox', { name: 'New subtask' }), 'Rechnung schicken{Enter}');
    await userEvent.click(detail.getByRole('checkbox', { name: 'Termin bestätigen' }));
    await userEvent.click(detail.getByRole('button', { name: 'Move “Rechnung schicken” up' }));
    await waitFor(() =>
      expect(tasksTable.find(firstTask.id)?.subTasks.map(({ title, completed }) => ({ title, completed }))).toEqual([
        { title: 'Rechnung schicken', completed: false },
        { title: 'Termin bestätigen', completed: true },
      ]),
    );
    await userEvent.click(detail.getByRole('button', { name: 'Remove “Rechnung schicken”' }));
    await waitFor(() => expect(tasksTable.find(firstTask.id)?.subTasks).toHaveLength(1));
    const list = await taskList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('row')[1]).toHaveTextContent('1/1'));
  },
});

/** Priority and assignee: chosen in the panel, shown in the row. */
export const PriorityAndAssignee = meta.story({
  parameters: { route: { path: taskPath(firstTask) } },
  beforeEach: () => {
    tasksTable.patch(firstTask.id, { priority: 1, assignedTo: null });
  },
  play: async ({ canvas, userEvent }) => {
    const detail = within(await canvas.findByRole('region', { name: `Task “${firstTask.title}”` }));
    await userEvent.click(detail.getByRole('button', { name: /Priority/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.click(detail.getByRole('button', { name: /Assigned to/ }));
    const [member] = await screen.findAllByRole('option');
    const someone = (await screen.findAllByRole('option'))[1]!;
    await expect(member).toHaveTextContent('Nobody');
    const name = someone.textContent!;
    await userEvent.click(someone);
    await waitFor(() => expect(tasksTable.find(firstTask.id)).toMatchObject({ priority: 2, assignedTo: expect.any(String) }));
    const row = within(await taskList(canvas)).getAllByRole('row')[1]!;
    await expect(within(row).getByRole('img', { name: 'High priority' })).toBeInTheDocument();
    await expect(within(row).getByTitle(`Assigned to ${name}`)).toBeInTheDocument();
  },
});

/** Delete asks first; the task leaves the list and the server. */
export const DeleteTask = meta.story({
  parameters: { route: { path: taskPath(firstTask) } },
  play: async ({ canvas, userEvent }) => {
    const detail = within(await canvas.findByRole('region', { name: `Task “${firstTask.title}”` }));
    await userEvent.click(detail.getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog', { name: `Delete “${firstTask.title}”?` });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(tasksTable.find(firstTask.id)).toBeNull());
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/\/en-US\/apps\/tasks$/));
    await waitFor(() => expect(screen.getByText(`“${firstTask.title}” was deleted.`)).toBeVisible());
  },
});

/** 2,000 entries: only the rows in view are in the page, and the last one is reached by scrolling. */
export const ManyTasks = meta.story({
  beforeEach: () => {
    const many = Array.from({ length: 2000 }, (_value, index): Task => ({
      ...sample[(index % (sample.length - 1)) + 1]!,
      id: `many-${index}`,
      title: `Aufgabe ${index + 1}`,
      order: index,
    }));
    tasksTable.replaceAll(many);
  },
  play: async ({ canvas }) => {
    const list = await taskList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(5));
    await expect(within(list).getAllByRole('row').length).toBeLessThan(80);
    list.scrollTop = list.scrollHeight;
    await waitFor(() => expect(within(list).getByText('Aufgabe 2000')).toBeVisible());
  },
});

export const Empty = meta.story({
  beforeEach: () => {
    tasksTable.replaceAll([]);
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'No tasks yet' })).toBeVisible());
    await expect(canvas.getByText('0 remaining tasks')).toBeVisible();
  },
});

export const Loading = meta.story({
  parameters: { visual: false }, // A skeleton in motion; the state is asserted.
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/tasks/all', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Tasks' })).toBeVisible());
  },
});

export const ServerError = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/apps/tasks/all', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('The tasks could not be loaded.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

const lookupPaths = ['*/api/apps/tasks/tags', '*/api/apps/tasks/members'];
const lookupsFail = failingLists(lookupPaths);
const lookupsFailOnce = failingLists(lookupPaths, { once: true });
/** The first task in the list with a tag, and that tag's title. */
const tagged = sample.find((task) => task.type === 'task' && task.tags.length > 0)!;
const taggedTitle = taskTags.find((tag) => tag.id === tagged.tags[0])!.title;

/**
 * Tags and people that could not be fetched are said above the list, which shows the tasks without
 * them; the open task says its tags could not be loaded rather than that there are none.
 */
export const LookupsFailed = meta.story({
  parameters: { route: { path: taskPath(tagged) } },
  beforeEach: lookupsFail.beforeEach,
  play: async ({ canvas }) => {
    const list = await taskList(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The tags and people could not be loaded: the tasks are shown without them.',
    );
    const row = within(list)
      .getAllByRole('row')
      .find((entry) => entry.textContent?.includes(tagged.title))!;
    await expect(within(row).queryByText(taggedTitle)).toBeNull();
    const detail = within(await canvas.findByRole('region', { name: `Task “${tagged.title}”` }));
    await waitFor(() => expect(detail.getByText('The tags could not be loaded.')).toBeVisible());
    await expect(detail.queryByText(/^No tags yet/)).toBeNull();
    // Its assignee is not among the people, who could not be loaded: the field says so.
    await expect(detail.getByRole('button', { name: /Assigned to/ })).toHaveTextContent('Person not loaded');
  },
});

/** "Try again" asks for them again; they come, and the message goes. */
export const LookupsFailedThenFetched = meta.story({
  // Once fetched, this is the List story's picture.
  parameters: { visual: false },
  beforeEach: lookupsFailOnce.beforeEach,
  play: async ({ canvas, userEvent }) => {
    const list = await taskList(canvas);
    await waitFor(() => expect(lookupsFailOnce.allFailed).toBe(true));
    await userEvent.click(within(await canvas.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    const row = within(list)
      .getAllByRole('row')
      .find((entry) => entry.textContent?.includes(tagged.title))!;
    await waitFor(() => expect(within(row).getByText(taggedTitle)).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const UnknownTask = meta.story({
  parameters: { route: { path: '/{lang}/apps/tasks/no-such-task' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('There is no task at this address. It may have been deleted.')).toBeVisible());
  },
});

const secondTask = sample.filter((task) => task.type === 'task')[1]!;
const longGermanTitle = 'Dolmetscherin für das Elterngespräch in der Volksschule Graz-Geidorf bestätigen und den Raum reservieren';

/** Mirrored; a German title too long for its row keeps its beginning and loses its end. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  parameters: { route: { path: taskPath(firstTask) } },
  beforeEach: () => {
    tasksTable.patch(secondTask.id, { title: longGermanTitle });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'المهام' })).toBeVisible());
    const list = await canvas.findByRole('grid', { name: 'المهام والأقسام' });
    const detail = await canvas.findByRole('region', { name: `المهمة «${firstTask.title}»` });
    await expect(list.getBoundingClientRect().left).toBeGreaterThan(detail.getBoundingClientRect().left);
    expectBeginningShown(await within(list).findByText(longGermanTitle));
  },
});

export const GermanDark = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark' },
  parameters: { route: { path: taskPath(firstTask) } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(`${remainingOf(sample)} offene Aufgaben`)).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('region', { name: `Aufgabe „${firstTask.title}“` })).toBeVisible());
  },
});

/** On a phone: the list, then the task in a drawer over it, which scrolls to the task's last field. */
export const SmallScreen = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  beforeEach: () => {
    const subTasks = [
      'Unterlagen sammeln',
      'Termin eintragen',
      'Kundin anrufen',
      'Dolmetscherin buchen',
      'Raum reservieren',
      'Rechnung schicken',
    ];
    tasksTable.patch(firstTask.id, { subTasks: subTasks.map((title, index) => ({ id: `sub-${index}`, title, completed: false })) });
  },
  play: async ({ canvas, userEvent }) => {
    const list = await taskList(canvas);
    await userEvent.click(within(list).getByText(firstTask.title));
    const drawer = within(await screen.findByRole('dialog', { name: 'Tasks' }));
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(firstTask.title);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    // The tags arrive after the task and take their place above the subtasks.
    await drawer.findByRole('checkbox', { name: taskTagsTable.all()[0]!.title });
    // The task is taller than the screen: its last control must still come into view.
    const add = drawer.getByRole('button', { name: 'Add' });
    add.scrollIntoView({ block: 'end' });
    await expectInView(add);
    await userEvent.click(add);
    const newSubTask = drawer.getByRole('textbox', { name: 'New subtask' });
    await userEvent.type(newSubTask, 'Protokoll ablegen{Enter}');
    await waitFor(() => expect(tasksTable.find(firstTask.id)?.subTasks.map(({ title }) => title)).toContain('Protokoll ablegen'));
    // The new row pushed the field down: it stays in view for the next subtask.
    await expect(drawer.getByRole('checkbox', { name: 'Protokoll ablegen' })).toBeInTheDocument();
    await expectInView(newSubTask);
    await expect(newSubTask).toHaveFocus();
  },
});
