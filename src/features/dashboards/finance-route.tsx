import type { PageRoute } from '@/lib/query';
import { financeQueryOptions } from './api/get-dashboards';
import { FinancePage } from './FinancePage';

/** `/{lang}/…/finance`: the dashboard's figures. */
export const financeRoute: PageRoute = {
  Component: FinancePage,
  prefetch: (queryClient) => void queryClient.prefetchQuery(financeQueryOptions()),
};
