import { useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { directionOf, useLocale } from '@/lib/i18n';
import { chartRows, evenlySpread, type ChartSeries } from './chart-table';
import { ChartLegend, ChartTooltipContent } from './ChartTooltip';
import { DrawnInTurn } from './drawn-in-turn';
import { seriesColors } from './Charts.css';

export interface SeriesChartProps<X extends string | number> {
  kind: 'area' | 'line' | 'bar';
  /** Names the chart for assistive tech (its numbers are in the card's table). */
  label: string;
  xs: readonly X[];
  series: readonly ChartSeries[];
  /** An axis tick; short ("Mär 26"). */
  formatTick: (x: X) => string;
  /** The tooltip's title; long ("Montag, 16. März 2026"). */
  formatX: (x: X) => string;
  formatY: (y: number) => string;
  /** A compact y tick ("4,2 Tsd."); the formatted value by default. */
  formatYTick?: (y: number) => string;
  height?: number;
  /** Series colours by position in the theme's chart palette (default 0, 1, 2...). */
  colors?: readonly number[];
  legend?: boolean;
  /** How many x values at most are labelled, evenly spread, first and last included (fewer on a narrow chart). */
  tickCount?: number;
  /** The room a label needs, in px: a chart gets one label per this much width at most (short weekday names need less than dates). */
  tickSpacing?: number;
}

/**
 * Area, line or bar series over a shared x axis, in the theme's colours, mirrored in right-to-left
 * languages. The chart takes keyboard focus: arrows move the tooltip from point to point (recharts'
 * accessibility layer). Animations are off: numbers should not dance, and pictures stay stable.
 * Areas and bars start at zero (their size is the amount); lines show movement, fitted to their range.
 */
export function SeriesChart<X extends string | number>({
  kind,
  label,
  xs,
  series,
  formatTick,
  formatX,
  formatY,
  formatYTick = formatY,
  height = 260,
  colors,
  legend = series.length > 1,
  tickCount = 6,
  tickSpacing = 120,
}: SeriesChartProps<X>) {
  const isRtl = directionOf(useLocale()) === 'rtl';
  const rows = chartRows(xs, series);
  // Ticks chosen here from the chart's width, not by measuring label widths: the same ticks on every
  // machine and font load, one per `tickSpacing` px at most.
  const [width, setWidth] = useState(0);
  const ticks = evenlySpread(xs, Math.max(2, Math.min(tickCount, Math.floor(width / tickSpacing))));
  const colorOf = (index: number) => seriesColors[(colors?.[index] ?? index) % seriesColors.length]!;
  const tooltip = ({ active, label: x, payload }: TooltipContentProps) => {
    if (!active || x === undefined || !payload?.length) return null;
    return (
      <ChartTooltipContent
        title={formatX(x as X)}
        entries={series.map((item, index) => ({
          key: item.key,
          label: item.label,
          color: colorOf(index),
          value: formatY(Number(payload.find((entry) => entry.dataKey === item.key)?.value ?? Number.NaN)),
        }))}
      />
    );
  };
  const Chart = kind === 'bar' ? BarChart : kind === 'line' ? LineChart : AreaChart;
  // Room for the first and last x label, which are centred on the chart's edges.
  const margin = { top: 8, right: 36, bottom: 0, left: 36 };
  return (
    <>
      <DrawnInTurn height={height}>
        <ResponsiveContainer width="100%" height={height} onResize={(newWidth) => setWidth(newWidth)}>
          <Chart data={rows} margin={margin} accessibilityLayer title={label}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              tickFormatter={(value: X) => formatTick(value)}
              reversed={isRtl}
              tickLine={false}
              axisLine={false}
              ticks={ticks}
              interval={0}
            />
            <YAxis
              domain={kind === 'line' ? ['auto', 'auto'] : [0, 'auto']}
              tickFormatter={(value: number) => formatYTick(value)}
              orientation={isRtl ? 'right' : 'left'}
              tickLine={false}
              axisLine={false}
              width={64}
            />
            <Tooltip
              content={tooltip}
              cursor={kind === 'bar' ? { fill: 'rgba(127, 127, 127, 0.12)' } : { strokeDasharray: '4 4' }}
              isAnimationActive={false}
            />
            {series.map((item, index) =>
              kind === 'bar' ? (
                <Bar
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  fill={colorOf(index)}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              ) : kind === 'line' ? (
                <Line
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  stroke={colorOf(index)}
                  strokeWidth={2}
                  dot={false}
                  type="monotone"
                  isAnimationActive={false}
                />
              ) : (
                <Area
                  key={item.key}
                  dataKey={item.key}
                  name={item.label}
                  stroke={colorOf(index)}
                  fill={colorOf(index)}
                  fillOpacity={0.16}
                  strokeWidth={2}
                  type="monotone"
                  isAnimationActive={false}
                />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </DrawnInTurn>
      {legend ? <ChartLegend items={series.map((item, index) => ({ key: item.key, label: item.label, color: colorOf(index) }))} /> : null}
    </>
  );
}
