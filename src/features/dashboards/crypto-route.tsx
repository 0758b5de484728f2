import type { PageRoute } from '@/lib/query';
import { cryptoQueryOptions } from './api/get-dashboards';
import { CryptoPage } from './CryptoPage';

/** `/{lang}/…/crypto`: the dashboard's figures. */
export const cryptoRoute: PageRoute = {
  Component: CryptoPage,
  prefetch: (queryClient) => void queryClient.prefetchQuery(cryptoQueryOptions()),
};
