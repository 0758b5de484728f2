import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { ChartCard } from './ChartCard';
import { seriesTable } from './chart-table';
import { DonutChart } from './DonutChart';
import { SeriesChart } from './SeriesChart';

const days = Array.from({ length: 14 }, (_, index) => new Date(Date.UTC(2026, 2, 3 + index)).toISOString());
const series = [
  { key: 'calls', label: 'Calls', values: [42, 51, 48, 60, 58, 31, 22, 47, 55, 62, 59, 66, 35, 27] },
  { key: 'interpreted', label: 'Interpreted', values: [30, 38, 35, 44, 41, 20, 15, 33, 40, 47, 45, 50, 24, 19] },
];
const day = (x: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(x));
const count = (y: number) => String(y);

/** A chart card of the dashboards: two series, a donut beside it, in the theme's colours. */
function ChartWidgets() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 16, padding: 16 }}>
      <ChartCard title="Calls per day" table={seriesTable('Day', days, series, day, count)}>
        <SeriesChart
          kind="area"
          label="Calls per day"
          xs={days}
          series={series}
          formatTick={day}
          formatX={day}
          formatY={count}
          height={220}
        />
      </ChartCard>
      <ChartCard
        title="Languages"
        table={{
          columns: ['Language', 'Share'],
          rows: [
            { id: 'ogs', cells: ['ÖGS', '62%'] },
            { id: 'captions', cells: ['Captions', '38%'] },
          ],
        }}
      >
        <DonutChart
          label="Languages"
          slices={[
            { key: 'ogs', label: 'ÖGS', value: 62 },
            { key: 'captions', label: 'Captions', value: 38 },
          ]}
          formatValue={(value) => `${value}%`}
        />
      </ChartCard>
    </div>
  );
}

const meta = preview.meta({
  title: 'Data display/Charts',
  component: ChartWidgets,
  globals: { viewport: { value: 'wide', isRotated: false } },
});

/** The series take the theme's colour first and the slate accent second; both differ from each other. */
const coloursDiffer = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-area-curve')).toHaveLength(2));
  const [first, second] = [...canvasElement.querySelectorAll('.recharts-area-curve')].map((curve) => getComputedStyle(curve).stroke);
  await expect(first).not.toBe(second);
  await expect(within(canvasElement).getAllByRole('row')).toHaveLength(15 + 3);
  // Each chart is drawn in a turn of its own: the picture waits for the donut's turn too.
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-pie-sector')).toHaveLength(2));
};

export const DefaultLight = meta.story({
  globals: { theme: 'default', scheme: 'light' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const DefaultDark = meta.story({
  globals: { theme: 'default', scheme: 'dark' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const BrandLight = meta.story({
  globals: { theme: 'brand', scheme: 'light' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const BrandDark = meta.story({
  globals: { theme: 'brand', scheme: 'dark' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const TealLight = meta.story({
  globals: { theme: 'teal', scheme: 'light' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const TealDark = meta.story({
  globals: { theme: 'teal', scheme: 'dark' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const RoseLight = meta.story({
  globals: { theme: 'rose', scheme: 'light' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const RoseDark = meta.story({
  globals: { theme: 'rose', scheme: 'dark' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const PurpleLight = meta.story({
  globals: { theme: 'purple', scheme: 'light' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const PurpleDark = meta.story({
  globals: { theme: 'purple', scheme: 'dark' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const AmberLight = meta.story({
  globals: { theme: 'amber', scheme: 'light' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});
export const AmberDark = meta.story({
  globals: { theme: 'amber', scheme: 'dark' },
  play: ({ canvasElement }) => coloursDiffer(canvasElement),
});

/** The table view of a chart: every number, with the series as columns. */
export const AsTable = meta.story({
  play: async ({ canvas, userEvent }) => {
    const card = within(canvas.getByRole('region', { name: 'Calls per day' }));
    await userEvent.click(card.getByRole('button', { name: 'Show as table' }));
    const table = card.getByRole('region', { name: 'Numbers of Calls per day' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Calls', 'Interpreted']);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Mar 34230');
    (document.activeElement as HTMLElement | null)?.blur();
  },
});
