import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps } from 'recharts';
import { ChartLegend, ChartTooltipContent } from './ChartTooltip';
import { DrawnInTurn } from './drawn-in-turn';
import { seriesColors } from './Charts.css';

export interface DonutChartProps {
  label: string;
  slices: { key: string; label: string; value: number }[];
  formatValue: (value: number) => string;
  height?: number;
}

/** Shares of a whole as a ring, in the theme's colours, with a legend; arrows move between slices. */
export function DonutChart({ label, slices, formatValue, height = 180 }: DonutChartProps) {
  const colorOf = (index: number) => seriesColors[index % seriesColors.length]!;
  const tooltip = ({ active, payload }: TooltipContentProps) => {
    const entry = active ? payload?.[0] : undefined;
    if (!entry) return null;
    const index = slices.findIndex((slice) => slice.key === (entry.payload as { key: string }).key);
    const slice = slices[index];
    if (!slice) return null;
    return (
      <ChartTooltipContent
        title={slice.label}
        entries={[{ key: slice.key, label: slice.label, value: formatValue(slice.value), color: colorOf(index) }]}
      />
    );
  };
  return (
    <>
      <DrawnInTurn height={height}>
        <ResponsiveContainer width="100%" height={height}>
          <PieChart accessibilityLayer title={label}>
            <Pie
              data={slices}
              dataKey="value"
              nameKey="label"
              innerRadius="62%"
              outerRadius="92%"
              paddingAngle={2}
              stroke="none"
              isAnimationActive={false}
            >
              {slices.map((slice, index) => (
                <Cell key={slice.key} fill={colorOf(index)} />
              ))}
            </Pie>
            <Tooltip content={tooltip} isAnimationActive={false} />
          </PieChart>
        </ResponsiveContainer>
      </DrawnInTurn>
      <ChartLegend
        items={slices.map((slice, index) => ({
          key: slice.key,
          label: `${slice.label} ${formatValue(slice.value)}`,
          color: colorOf(index),
        }))}
      />
    </>
  );
}
