import { delay, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { projectIn } from '@mocks/data/dashboards';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { holdRequests } from '#stories/test-helpers/requests';
import { besideTheNavigation } from '#stories/test-helpers/beside-navigation';
import { itemsPerLine } from '#stories/test-helpers/rows';
import { ProjectPage } from './ProjectPage';

/** The project dashboard on the fake backend's three sample projects. */
const meta = preview.meta({
  title: 'Screens/Dashboards/Project',
  component: ProjectPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/dashboards/project', pattern: '/:lang/dashboards/project' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
  render: () => (
    <>
      <ProjectPage />
      <LocationReadout />
    </>
  ),
});

// As the fake backend answers an English page.
const relay = projectIn('video-relay', 'en-US');
const address = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('status', { name: 'Current address' });

/** Home: summary, issue statistics for this week and last week (a toggle), tasks, schedule. */
export const Home = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const issues = within(await canvas.findByRole('region', { name: 'Issue statistics' }));
    await expect(canvas.getByRole('region', { name: 'Due tasks' })).toHaveTextContent(String(relay.summary.dueTasks.amount));
    await expect(issues.getAllByRole('row')).toHaveLength(8);
    // Every day of the week labelled under its bars: the names are short, there is room for all seven.
    const dayLabels = () =>
      [...canvas.getByRole('region', { name: 'Issue statistics' }).querySelectorAll('svg text')]
        .map((tick) => tick.textContent)
        .filter((text) => /^[A-Z][a-z]{2}$/.test(text ?? ''));
    await waitFor(() => expect(dayLabels()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']), { timeout: 5000 });
    await expect(issues.getAllByRole('row')[1]).toHaveTextContent(
      `Mon${relay.issues['this-week'].days[0]!.newIssues}${relay.issues['this-week'].days[0]!.closedIssues}`,
    );
    await userEvent.click(issues.getByRole('radio', { name: 'Last week' }));
    await waitFor(() =>
      expect(issues.getAllByRole('row')[1]).toHaveTextContent(
        `Mon${relay.issues['last-week'].days[0]!.newIssues}${relay.issues['last-week'].days[0]!.closedIssues}`,
      ),
    );
    await expect(issues.getByText(String(relay.issues['last-week'].fixed))).toBeVisible();
    const schedule = within(canvas.getByRole('region', { name: 'Schedule' }));
    await expect(within(schedule.getByRole('region', { name: 'Today' })).getAllByRole('listitem')).toHaveLength(
      relay.schedule.today.length,
    );
    await expect(schedule.getByText(/Some time today/)).toBeVisible();
  },
});

/** Another project from the selector: its numbers, and the address says which. */
export const SwitchProject = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Issue statistics' });
    await userEvent.click(canvas.getByRole('button', { name: /Project/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Accessible emergency calls' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/en-US/dashboards/project?project=emergency-path'));
    const other = projectIn('emergency-path', 'en-US');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Due tasks' })).toHaveTextContent(String(other.summary.dueTasks.amount)));
    await expect(canvas.getByText('Accessible emergency calls', { selector: 'h1 + *' })).toBeVisible();
  },
});

/** The budget view from the address; the details sort by a column. */
export const Budget = meta.story({
  parameters: { route: { path: '/{lang}/dashboards/project?tab=budget' } },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('grid', { name: 'Budget details' });
    const firstType = () => table.querySelector('tr[data-index] td')?.textContent;
    await expect(firstType()).toBe('Interpreting services');
    await userEvent.click(within(table).getByRole('button', { name: /Expenses %/ }));
    await waitFor(() => expect(firstType()).toBe('Training'));
    const distribution = within(canvas.getByRole('region', { name: 'Budget distribution' }));
    await expect(distribution.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(
      relay.budgetDistribution.map((entry) => entry.category),
    );
    await expect(canvas.getByRole('region', { name: 'Expenses: This week' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** The team: each member can be written to or called from here; the tab is kept in the address. */
export const Team = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Issue statistics' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Team' }));
    await expect(address(canvas)).toHaveTextContent('/en-US/dashboards/project?tab=team');
    const team = within(canvas.getByRole('list', { name: 'Team members' }));
    await expect(team.getAllByRole('listitem')).toHaveLength(relay.teamMembers.length);
    const anna = relay.teamMembers[0]!;
    const card = within(team.getByRole('listitem', { name: anna.name }));
    await expect(card.getByRole('link', { name: anna.email })).toHaveAttribute('href', `mailto:${anna.email}`);
    await expect(card.getByRole('link', { name: anna.phone })).toHaveAttribute('href', `tel:${anna.phone.replace(/\s/g, '')}`);
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/dashboards/project', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toBeVisible();
  },
});

let projectHeld = holdRequests('get', '*/api/dashboards/project');

/** While the project comes, the header holds the place of its select and of its name: the title stays put. */
export const HeaderKeepsItsPlace = meta.story({
  beforeEach: ({ msw }) => {
    projectHeld = holdRequests('get', '*/api/dashboards/project');
    msw.use(projectHeld.handler);
  },
  play: async ({ canvas, canvasElement }) => {
    const title = () => canvas.getByRole('heading', { level: 1, name: 'Project dashboard' });
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toBeVisible());
    const whileLoading = { title: title().getBoundingClientRect().y, header: title().closest('header')?.getBoundingClientRect().height };

    projectHeld.release();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Project/ })).toBeVisible());
    await expect(canvas.getByText(relay.name, { selector: 'h1 + *' })).toBeVisible();
    await expect({ title: title().getBoundingClientRect().y, header: title().closest('header')?.getBoundingClientRect().height }).toEqual(
      whileLoading,
    );
    // Its picture is of the page once settled: the cards there and both charts (bars, donut) drawn.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-surface')).toHaveLength(2));
  },
});

/**
 * As wide as the page is beside the full navigation at 1,440 px: the four summary cards in one row
 * and the six issue figures in two rows of three, never a row with one left alone.
 */
export const BesideTheNavigation = meta.story({
  decorators: [besideTheNavigation],
  play: async ({ canvas }) => {
    const issues = await canvas.findByRole('region', { name: 'Issue statistics' });
    const summary = canvas.getByRole('region', { name: 'Due tasks' }).parentElement!;
    await expect(itemsPerLine(summary)).toEqual([4]);
    await expect(itemsPerLine(issues.querySelector('dl')!)).toEqual([3, 3]);
  },
});

export const RightToLeftDark = meta.story({
  globals: { locale: 'ar-SA', scheme: 'dark', theme: 'rose' },
  play: async ({ canvas }) => {
    const issues = within(await canvas.findByRole('region', { name: 'إحصاءات التذاكر' }));
    await expect(issues.getAllByRole('rowheader')[0]).toHaveTextContent('الإثنين');
    await expect(canvas.getByRole('tab', { name: 'الفريق' })).toBeVisible();
    // The project's own words are Arabic too: its name and today's schedule.
    await expect(canvas.getByText('خدمة الترجمة عبر الفيديو', { selector: 'h1 + *' })).toBeVisible();
    await expect(canvas.getByText('اجتماع فريق الوساطة')).toBeVisible();
  },
});

export const PhoneTeam = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: { value: 'mobile2', isRotated: false } },
  parameters: { route: { path: '/{lang}/dashboards/project?tab=team' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Teammitglieder' })).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
