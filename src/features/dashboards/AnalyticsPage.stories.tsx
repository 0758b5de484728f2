import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { createAnalytics } from '@mocks/data/dashboards';
import { besideTheNavigation } from '#stories/test-helpers/beside-navigation';
import { LocationReadout } from '#stories/test-helpers/LocationReadout';
import { itemsPerLine } from '#stories/test-helpers/rows';
import { AnalyticsPage } from './AnalyticsPage';

/** The analytics dashboard (the menu's Analysen) on the fake backend's analytics sample. */
const meta = preview.meta({
  title: 'Screens/Dashboards/Analytics',
  component: AnalyticsPage,
  parameters: { frame: 'fullscreen', route: { path: '/{lang}/analytics', pattern: '/:lang/analytics' } },
  globals: { viewport: { value: 'wide', isRotated: false } },
});

const sample = createAnalytics();
const card = async (canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> }, name: string) =>
  within(await canvas.findByRole('region', { name }));

/** Every card with its figure; the visitors chart switches between this year and last year. */
export const Overview = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    const visitors = await card(canvas, 'Visitors');
    await expect(canvas.getByRole('region', { name: 'Conversions' })).toHaveTextContent('4,123');
    await expect(canvas.getByRole('region', { name: 'Visitors vs. page views' })).toHaveTextContent('472');
    await expect(canvas.getByRole('region', { name: 'Gender' })).toHaveTextContent('Male 55%');
    // What a screen reader gets: the numbers of the year shown, every 3rd day.
    const thisYear = sample.visitors.series['this-year'][0]!.data;
    await expect(visitors.getAllByRole('row')).toHaveLength(thisYear.length + 1);
    await userEvent.click(visitors.getByRole('radio', { name: 'Last year' }));
    const lastYearFirst = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
      new Date(sample.visitors.series['last-year'][0]!.data[0]!.x),
    );
    await waitFor(() => expect(visitors.getAllByRole('rowheader')[0]).toHaveTextContent(lastYearFirst));
  },
});

/** The year shown is in the address: opened with `?year=last-year`, the chart shows last year, and back to this year the address forgets it. */
export const YearFromTheAddress = meta.story({
  parameters: { route: { path: '/{lang}/analytics?year=last-year', pattern: '/:lang/analytics' } },
  render: () => (
    <>
      <AnalyticsPage />
      <LocationReadout />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const visitors = await card(canvas, 'Visitors');
    await expect(visitors.getByRole('radio', { name: 'Last year' })).toBeChecked();
    const lastYearFirst = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
      new Date(sample.visitors.series['last-year'][0]!.data[0]!.x),
    );
    await expect(visitors.getAllByRole('rowheader')[0]).toHaveTextContent(lastYearFirst);
    await userEvent.click(visitors.getByRole('radio', { name: 'This year' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent(/\/en-US\/analytics$/));
    await userEvent.click(visitors.getByRole('radio', { name: 'Last year' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current address' })).toHaveTextContent('/en-US/analytics?year=last-year'),
    );
  },
});

/** The table view of a chart: the toggle shows every number, in the page's locale. */
export const VisitorsAsTable = meta.story({
  play: async ({ canvas, userEvent }) => {
    const pageViews = await card(canvas, 'Visitors vs. page views');
    await userEvent.click(pageViews.getByRole('button', { name: 'Show as table' }));
    await expect(pageViews.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = pageViews.getByRole('region', { name: 'Numbers of Visitors vs. page views' });
    await expect(table).toBeVisible();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Page views', 'Visitors']);
    await expect(within(table).getAllByRole('row')).toHaveLength(66);
    const first = sample.visitorsVsPageViews.series[0]!.data[0]!.y;
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(new Intl.NumberFormat('en-US').format(first));
    (document.activeElement as HTMLElement | null)?.blur();
  },
});

/** The keyboard reaches a chart and moves its tooltip from point to point with the arrows. */
export const TooltipFromKeyboard = meta.story({
  play: async ({ canvas, userEvent }) => {
    const region = await canvas.findByRole('region', { name: 'Visitors vs. page views' });
    const chart = await within(region).findByRole('application', { name: 'Visitors vs. page views' });
    const tooltipSays = (point: number) => {
      const [views, visitors] = sample.visitorsVsPageViews.series.map((series) =>
        new Intl.NumberFormat('en-US').format(series.data[point]!.y),
      );
      const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
        new Date(sample.visitorsVsPageViews.series[0]!.data[point]!.x),
      );
      return waitFor(() =>
        expect(region.querySelector('.recharts-tooltip-wrapper')).toHaveTextContent(`${day}Page views: ${views}Visitors: ${visitors}`),
      );
    };
    chart.focus();
    await tooltipSays(0);
    await userEvent.keyboard('{ArrowRight}');
    await tooltipSays(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    await tooltipSays(2);
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('*/api/dashboards/analytics', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  },
});

/** A failed load says so and tries again on request; the second answer fills the page. */
export const FailedThenRetried = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/api/dashboards/analytics', () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true })),
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Visitors' })).toBeVisible());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** A series without points says so instead of drawing an empty frame, and its table cannot be opened. */
export const EmptySeries = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/dashboards/analytics', () =>
        HttpResponse.json({
          ...sample,
          visitors: {
            ...sample.visitors,
            series: { 'this-year': [{ name: 'Visitors', data: [] }], 'last-year': [{ name: 'Visitors', data: [] }] },
          },
        }),
      ),
    ),
  play: async ({ canvas }) => {
    const visitors = await card(canvas, 'Visitors');
    await expect(visitors.getByText('No data for this period.')).toBeVisible();
    await expect(visitors.getByRole('button', { name: 'Show as table' })).toBeDisabled();
  },
});

/** Arabic: mirrored axes (time runs right to left), Arabic-Indic digits, translated series. */
export const RightToLeft = meta.story({
  globals: { locale: 'ar-SA' },
  play: async ({ canvas }) => {
    const visitors = await card(canvas, 'الزوار');
    await expect(visitors.getAllByRole('rowheader')[0]!.textContent).toMatch(/[٠-٩]/);
    await expect(canvas.getByRole('region', { name: 'الجنس' })).toHaveTextContent('ذكر');
    const chart = await waitFor(() => {
      const svg = canvas.getByRole('region', { name: 'الزوار' }).querySelector('.recharts-surface');
      // Charts are drawn one per idle moment: wait for this one, with its ticks.
      expect(svg).not.toBeNull();
      expect(svg!.querySelector('.recharts-yAxis-tick-labels text')).not.toBeNull();
      return svg!;
    });
    const tick = chart.querySelector('.recharts-yAxis-tick-labels text')!.getBoundingClientRect();
    const plot = chart.querySelector('.recharts-cartesian-grid')!.getBoundingClientRect();
    // The y axis stands on the right, where an Arabic reader starts.
    await expect(tick.left).toBeGreaterThanOrEqual(plot.right - 1);
  },
});

/** German in the dark purple theme: chart colours come from the theme. */
export const DarkPurple = meta.story({
  globals: { locale: 'de-AT', scheme: 'dark', theme: 'purple' },
  play: async ({ canvas, canvasElement }) => {
    await card(canvas, 'Besucher');
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area-curve')).not.toBeNull());
    const stroke = getComputedStyle(canvasElement.querySelector('.recharts-area-curve')!).stroke;
    await expect(stroke).toBe('rgb(192, 132, 252)');
  },
});

const weeklyFigures = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Conversions' }).parentElement!;
const audience = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name: 'Gender' }).parentElement!;

/**
 * As wide as the page is beside the full navigation at 1,440 px: the three figures of the week, the
 * four audience donuts and the three page-view figures each in one row.
 */
export const BesideTheNavigation = meta.story({
  decorators: [besideTheNavigation],
  play: async ({ canvas }) => {
    const pageViews = await canvas.findByRole('region', { name: 'Visitors vs. page views' });
    await expect(itemsPerLine(weeklyFigures(canvas))).toEqual([3]);
    await expect(itemsPerLine(audience(canvas))).toEqual([4]);
    await expect(itemsPerLine(pageViews.querySelector('dl')!)).toEqual([3]);
  },
});

/** A tablet: the figures of the week one below the other, the donuts two by two; no row with one left alone. */
export const Tablet = meta.story({
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Visitors vs. page views' });
    await expect(itemsPerLine(weeklyFigures(canvas))).toEqual([1, 1, 1]);
    await expect(itemsPerLine(audience(canvas))).toEqual([2, 2]);
  },
});

export const Phone = meta.story({
  tags: ['fits-phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false }, locale: 'de-AT' },
  play: async ({ canvas }) => {
    await card(canvas, 'Besucher');
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
});
