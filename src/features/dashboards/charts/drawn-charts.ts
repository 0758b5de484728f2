// The charts that draw with recharts, as one chunk: what `./index.ts` loads apart from the page.
export { DonutChart } from './DonutChart';
export { SeriesChart } from './SeriesChart';
export { Sparkline } from './Sparkline';
