import type { ReactNode } from 'react';
import { lazyComponent } from '@/components';
import type { SeriesChartProps } from './SeriesChart';

export { ChartCard } from './ChartCard';
export { seriesTable } from './chart-table';
export type { SeriesChartProps } from './SeriesChart';

/*
 * The charts and their library (recharts, most of a dashboard's code) load apart from the page, so
 * that its header is drawn without waiting for them; `preloadCharts` starts them once the page is
 * there, beside its data. DashboardFrame holds its cards until both the data and the charts
 * (`chartsCode`) are there.
 */
const loadCharts = () => import('./drawn-charts');
export const DonutChart = lazyComponent(() => loadCharts().then((charts) => charts.DonutChart));
export const Sparkline = lazyComponent(() => loadCharts().then((charts) => charts.Sparkline));
const LazySeriesChart = lazyComponent(() => loadCharts().then((charts) => charts.SeriesChart));
// React.lazy keeps the props but not the chart's type parameter (the x values' type).
export const SeriesChart = LazySeriesChart as unknown as <X extends string | number>(props: SeriesChartProps<X>) => ReactNode;

export const preloadCharts = () => Promise.all([DonutChart.preload(), Sparkline.preload(), LazySeriesChart.preload()]);

/** The charts' code as one part: a page waits for all of it, and Try again fetches what failed. */
export const chartsCode = {
  preload: async () => void (await preloadCharts()),
  isLoaded: () => DonutChart.isLoaded() && Sparkline.isLoaded() && LazySeriesChart.isLoaded(),
};
