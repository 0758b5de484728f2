import { Area, AreaChart, ResponsiveContainer, YAxis } from 'recharts';
import { seriesColors } from './Charts.css';
import { DrawnInTurn } from './drawn-in-turn';

/**
 * A small trend line without axes, beside a figure. It is a picture only: the card's table holds
 * its numbers, so assistive tech skips it and the keyboard does not stop at it.
 */
export function Sparkline({ values, color = 0, height = 48 }: { values: readonly number[]; color?: number; height?: number }) {
  const stroke = seriesColors[color % seriesColors.length]!;
  return (
    <div aria-hidden="true">
      <DrawnInTurn height={height}>
        <ResponsiveContainer width="100%" height={height}>
          <AreaChart
            data={values.map((y, index) => ({ index, y }))}
            margin={{ top: 2, right: 0, bottom: 2, left: 0 }}
            accessibilityLayer={false}
          >
            <YAxis hide domain={['dataMin', 'dataMax']} />
            <Area
              dataKey="y"
              type="monotone"
              stroke={stroke}
              fill={stroke}
              fillOpacity={0.14}
              strokeWidth={2}
              isAnimationActive={false}
              dot={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </DrawnInTurn>
    </div>
  );
}
