export { ChartCard, type ChartCardProps } from './ChartCard';
export { chartRows, seriesTable, type ChartSeries, type ChartTableData } from './chart-table';
export { DonutChart, type DonutChartProps } from './DonutChart';
export { SeriesChart, type SeriesChartProps } from './SeriesChart';
export { Sparkline } from './Sparkline';
