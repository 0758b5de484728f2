import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useAnalytics } from './api/get-dashboards';
import { ChartCard, DonutChart, SeriesChart, seriesTable, Sparkline } from './charts';
import * as chartStyles from './charts/Charts.css';
import { DashboardFrame } from './DashboardFrame';
import * as styles from './Dashboards.css';
import { Facts } from './Facts';
import type { AnalyticsDashboard, Donut, WeeklyFigure, YearRange } from './schemas';
import { seriesName } from './series-names';

const yearRanges: readonly YearRange[] = ['this-year', 'last-year'];
const donuts = ['newVsReturning', 'gender', 'age', 'language'] as const;
/** The theme's colour, amber and green: three figures side by side that do not look alike. */
const sparklineColors = [0, 2, 3];

/** The analytics dashboard, the menu's "Analysen" (`/{lang}/analytics`). */
export function AnalyticsPage() {
  const { t } = useTranslation('dashboards');
  const query = useAnalytics();
  return (
    <DashboardFrame id="analytics" title={t('analytics.title')} subtitle={t('analytics.subtitle')} query={query}>
      {(data) => <AnalyticsCards data={data} />}
    </DashboardFrame>
  );
}

function AnalyticsCards({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  // The year shown lives in the address (`?year=last-year`): a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const asked = params.get('year');
  const range: YearRange = yearRanges.find((id) => id === asked) ?? 'this-year';
  const setRange = (next: YearRange) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'this-year') changed.delete('year');
        else changed.set('year', next);
        return changed;
      },
      { replace: true },
    );
  const visitors = data.visitors.series[range];
  const xs = visitors[0]?.data.map((point) => point.x) ?? [];
  const visitorSeries = visitors.map((series, index) => ({
    key: `visitors-${index}`,
    label: seriesName(t, series.name),
    values: series.data.map((point) => point.y),
  }));
  const longDate = (x: string) => format.date(x, { dateStyle: 'full' });
  const shortDate = (x: string) => format.date(x, { day: 'numeric', month: 'short' });
  const monthTick = (x: string) => format.date(x, { month: 'short', year: '2-digit' });
  const count = (y: number) => format.number(y);
  const compact = (y: number) => format.number(y, { notation: 'compact' });

  const pageViews = data.visitorsVsPageViews;
  const pageViewXs = pageViews.series[0]?.data.map((point) => point.x) ?? [];
  const pageViewSeries = pageViews.series.map((series, index) => ({
    key: `page-views-${index}`,
    label: seriesName(t, series.name),
    values: series.data.map((point) => point.y),
  }));

  return (
    <>
      <ChartCard
        title={t('analytics.visitors')}
        actions={
          <RadioGroup
            label={t('analytics.range')}
            orientation="horizontal"
            value={range}
            onChange={(value) => setRange(value as YearRange)}
            options={yearRanges.map((id) => ({ id, label: t(`analytics.ranges.${id}`) }))}
          />
        }
        table={seriesTable(t('charts.date'), xs, visitorSeries, longDate, count)}
      >
        <SeriesChart
          kind="area"
          label={t('analytics.visitors')}
          xs={xs}
          series={visitorSeries}
          formatTick={monthTick}
          formatX={longDate}
          formatY={count}
          formatYTick={compact}
          height={300}
        />
      </ChartCard>
      <div className={styles.threeCards}>
        {(['conversions', 'impressions', 'visits'] as const).map((key, index) => (
          <WeeklyFigureCard key={key} title={t(`analytics.${key}`)} figure={data[key]} color={sparklineColors[index]!} />
        ))}
      </div>
      <ChartCard
        title={t('analytics.visitorsVsPageViews')}
        headline={
          <Facts
            facts={[
              { key: 'overallScore', label: t('analytics.overallScore'), value: format.number(pageViews.overallScore) },
              {
                key: 'averageRatio',
                label: t('analytics.averageRatio'),
                value: format.number(pageViews.averageRatio / 100, { style: 'percent' }),
              },
              {
                key: 'predictedRatio',
                label: t('analytics.predictedRatio'),
                value: format.number(pageViews.predictedRatio / 100, { style: 'percent' }),
              },
            ]}
          />
        }
        table={seriesTable(t('charts.date'), pageViewXs, pageViewSeries, longDate, count)}
      >
        <SeriesChart
          kind="line"
          label={t('analytics.visitorsVsPageViews')}
          xs={pageViewXs}
          series={pageViewSeries}
          formatTick={shortDate}
          formatX={longDate}
          formatY={count}
          formatYTick={compact}
        />
      </ChartCard>
      <div className={styles.fourCards}>
        {donuts.map((key) => (
          <DonutCard key={key} title={t(`analytics.${key}`)} donut={data[key]} />
        ))}
      </div>
    </>
  );
}

function WeeklyFigureCard({ title, figure, color }: { title: string; figure: WeeklyFigure; color: number }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const values = figure.series[0]?.data.map((point) => point.y) ?? [];
  const series = [{ key: 'value', label: seriesName(t, figure.series[0]?.name ?? title), values }];
  const lastWeek = figure.labels.at(-1);
  return (
    <ChartCard
      title={title}
      headingLevel={3}
      headline={
        <>
          <span className={chartStyles.figure}>{format.number(figure.amount)}</span>
          {lastWeek ? <span className={chartStyles.note}>{t('analytics.weekOf', { range: format.dateRange(lastWeek) })}</span> : null}
        </>
      }
      table={seriesTable(
        t('charts.week'),
        figure.labels,
        series,
        (label) => format.dateRange(label, undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
        (y) => format.number(y),
      )}
    >
      <Sparkline values={values} color={color} />
    </ChartCard>
  );
}

function DonutCard({ title, donut }: { title: string; donut: Donut }) {
  const { t } = useTranslation('dashboards');
  const format = useFormatters();
  const percent = (value: number) => format.number(value / 100, { style: 'percent' });
  const slices = donut.labels.map((label, index) => ({ key: label, label: seriesName(t, label), value: donut.series[index] ?? 0 }));
  return (
    <ChartCard
      title={title}
      headingLevel={3}
      headline={<span className={chartStyles.note}>{t('analytics.uniqueVisitors', { count: donut.uniqueVisitors })}</span>}
      table={{
        columns: [t('charts.category'), t('charts.share')],
        rows: slices.map((slice) => ({ id: slice.key, cells: [slice.label, percent(slice.value)] })),
      }}
    >
      <DonutChart label={title} slices={slices} formatValue={percent} />
    </ChartCard>
  );
}
