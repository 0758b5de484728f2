import type { PageRoute } from '@/lib/query';
import { analyticsQueryOptions } from './api/get-dashboards';
import { AnalyticsPage } from './AnalyticsPage';

/** `/{lang}/…/analytics`: the dashboard's figures. */
export const analyticsRoute: PageRoute = {
  Component: AnalyticsPage,
  prefetch: (queryClient) => void queryClient.prefetchQuery(analyticsQueryOptions()),
};
