/** A chart's numbers as rows and columns: what its table view shows and a screen reader reads. */
export interface ChartTableData {
  columns: string[];
  rows: { id: string; cells: string[] }[];
}

export interface ChartSeries {
  /** A stable key (`visitors`, `predicted`); also the data key in the chart. */
  key: string;
  /** The series' name as the page shows it, translated. */
  label: string;
  values: number[];
}

/** Table data of series that share their x values: one row per x, one column per series. */
export function seriesTable<X>(
  xHeader: string,
  xs: readonly X[],
  series: readonly ChartSeries[],
  formatX: (x: X) => string,
  formatY: (y: number) => string,
): ChartTableData {
  return {
    columns: [xHeader, ...series.map((item) => item.label)],
    rows: xs.map((x, index) => ({
      id: String(index),
      cells: [formatX(x), ...series.map((item) => (item.values[index] === undefined ? '–' : formatY(item.values[index]!)))],
    })),
  };
}

/** The rows recharts draws: `{x, [series.key]: value}` per x. */
export function chartRows<X>(xs: readonly X[], series: readonly ChartSeries[]) {
  return xs.map(
    (x, index) =>
      Object.fromEntries([['x', x], ...series.map((item) => [item.key, item.values[index]])]) as { x: X } & Record<string, number>,
  );
}

/** `count` of the values, evenly spaced, the first and the last among them. */
export function evenlySpread<X>(values: readonly X[], count: number): X[] {
  if (values.length <= count) return [...values];
  const step = (values.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => values[Math.round(index * step)]!);
}
