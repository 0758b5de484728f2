import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createTasks } from '@mocks/data/tasks';
import { tasksTable } from '@mocks/handlers';
import { useTasks } from './api/get-tasks';
import { TaskDetail } from './TaskDetail';

const sample = createTasks();
const task = sample.find((entry) => entry.type === 'task' && !entry.completed)!;
const onDelete = fn();
const onClose = fn();

/** The open task as the tasks page holds it: read from the list, so a change shows at once. */
function OpenTask({ taskId, inDrawer = false }: { taskId: string; inDrawer?: boolean }) {
  const tasks = useTasks();
  const current = tasks.data?.find((entry) => entry.id === taskId);
  return current ? <TaskDetail task={current} onDelete={onDelete} onClose={onClose} inDrawer={inDrawer} /> : null;
}

/**
 * One task on its own, as the tasks page shows it beside the list: title and notes saved as typed,
 * every other field as it changes. The journeys through the list are in Screens/Tasks.
 */
const meta = preview.meta({
  title: 'Screens/Tasks/Task detail',
  component: OpenTask,
  parameters: { route: { path: `/{lang}/apps/tasks/${task.id}`, pattern: '/:lang/apps/tasks/:taskId?' } },
  args: { taskId: task.id },
  beforeEach: () => {
    onDelete.mockClear();
    onClose.mockClear();
  },
});

/** Done is saved at once; Delete and Back hand the task to the page. */
export const MarkDone = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const detail = within(await canvas.findByRole('region', { name: `Task “${task.title}”` }));
    await expect(detail.getByRole('textbox', { name: 'Title' })).toHaveValue(task.title);
    await userEvent.click(detail.getByRole('checkbox', { name: 'Done' }));
    await waitFor(() => expect(tasksTable.find(task.id)?.completed).toBe(true));
    await userEvent.click(detail.getByRole('button', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: task.id }));
  },
});

/** A change the server refuses: the task goes back to what the server has, and a message says so. */
export const ChangeRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(http.patch('*/api/apps/tasks/task', () => HttpResponse.json({ message: 'down' }, { status: 500 }))),
  play: async ({ canvas, userEvent }) => {
    const detail = within(await canvas.findByRole('region', { name: `Task “${task.title}”` }));
    await userEvent.click(detail.getByRole('checkbox', { name: 'Done' }));
    await expect(await screen.findByText('The change could not be saved; the task shows what the server has.')).toBeVisible();
    await waitFor(() => expect(detail.getByRole('checkbox', { name: 'Done' })).not.toBeChecked());
  },
});

/** Arabic, right to left, in the dark. */
export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'العنوان' })).toHaveValue(task.title);
    await expect(document.documentElement.dir).toBe('rtl');
  },
});
