export { AnalyticsPage as AnalyticsRoute } from './AnalyticsPage';
