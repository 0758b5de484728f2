import { expect, fn } from 'storybook/test';
import preview from '#.storybook/preview';
import { Icon } from '../Icon/Icon';
import { appPanes, appSidebar, appSidebarLink, appSidebarList } from '../styles/app-sidebar.css';
import { pressableArea } from '../styles/pressable.css';
import { AppSidebarStatus } from './AppSidebarStatus';

/** An app's own navigation, as the mailbox and notes have it, with what is not there yet. */
const meta = preview.meta({
  title: 'Navigation/App sidebar status',
  component: AppSidebarStatus,
  render: (args) => (
    <div className={appPanes} style={{ blockSize: 360 }}>
      <nav aria-label="Places" className={appSidebar}>
        <ul className={appSidebarList}>
          {['Notes', 'Reminders', 'Archive'].map((view) => (
            <li key={view}>
              <a href={`#${view}`} className={`${pressableArea} ${appSidebarLink}`}>
                <Icon name="light-bulb" size="sm" />
                {view}
              </a>
            </li>
          ))}
          <AppSidebarStatus {...args} />
        </ul>
      </nav>
      <div />
    </div>
  ),
});

/** Rows in the links' shape, in a status the screen reader names once. */
export const Loading = meta.story({
  args: { isLoading: true, rows: 3 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Notes' }).getBoundingClientRect();
    const row = status.firstElementChild!.getBoundingClientRect();
    await expect(Math.abs(row.height - link.height), "a row's height against a link's").toBeLessThanOrEqual(1);
  },
});

const retried = fn();

/** What could not be fetched, said in the column with the retry below it. */
export const Failed = meta.story({
  beforeEach: () => void retried.mockClear(),
  args: { failed: { title: 'The labels could not be loaded.', onRetry: retried } },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The labels could not be loaded.');
    const column = canvas.getByRole('navigation', { name: 'Places' }).getBoundingClientRect();
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retried).toHaveBeenCalledTimes(1);
  },
});

/** On a phone the navigation is one row that scrolls sideways: the message comes first, whole and readable, without scrolling. */
export const FailedOnAPhone = meta.story({
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  args: { failed: { title: 'Die Labels konnten nicht geladen werden.', onRetry: fn() } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert').getBoundingClientRect();
    await expect(alert.width).toBeGreaterThanOrEqual(240);
    await expect(alert.left).toBeGreaterThanOrEqual(0);
    await expect(alert.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});

/** Nothing once the entries are there. */
export const Loaded = meta.story({
  args: { isLoading: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
});
