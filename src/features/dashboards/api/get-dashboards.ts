import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import type { CryptoDashboard } from '../schemas';
import { dashboardsEndpoints, type Trade } from '../endpoints';

export const dashboardKeys = {
  analytics: ['dashboards', 'analytics'] as const,
  finance: ['dashboards', 'finance'] as const,
  crypto: ['dashboards', 'crypto'] as const,
  project: (projectId: string) => ['dashboards', 'project', projectId] as const,
};

// Figures of a dashboard are looked at, not edited: a minute old is fresh enough.
const staleTime = 60_000;

/** `GET api/dashboards/analytics`. */
export const analyticsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics,
    staleTime,
    queryFn: ({ signal }) => http.call(dashboardsEndpoints.analytics, { signal }),
  });

export const useAnalytics = () => useQuery(analyticsQueryOptions());

/** `GET api/dashboards/finance`. */
export const financeQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.finance,
    staleTime,
    queryFn: ({ signal }) => http.call(dashboardsEndpoints.finance, { signal }),
  });

export const useFinance = () => useQuery(financeQueryOptions());

/** `GET api/dashboards/crypto`. */
export const cryptoQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.crypto,
    staleTime,
    queryFn: ({ signal }) => http.call(dashboardsEndpoints.crypto, { signal }),
  });

export const useCrypto = () => useQuery(cryptoQueryOptions());

/** `GET api/dashboards/project?projectId=`; the previous project stays on screen while the next one loads. */
export const projectDashboardQueryOptions = (projectId: string | undefined) =>
  queryOptions({
    queryKey: dashboardKeys.project(projectId ?? ''),
    staleTime,
    queryFn: ({ signal }) => http.call(dashboardsEndpoints.project, { signal, query: projectId ? { projectId } : {} }),
  });

export const useProjectDashboard = (projectId: string | undefined) =>
  useQuery({ ...projectDashboardQueryOptions(projectId), placeholderData: keepPreviousData });

/** `POST api/dashboards/crypto/trade`: the wallets the server answers replace the shown ones. */
export function useTrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trade: Trade) => http.call(dashboardsEndpoints.cryptoTrade, { body: trade }),
    onSuccess: (wallets) =>
      queryClient.setQueryData<CryptoDashboard>(dashboardKeys.crypto, (current) => (current ? { ...current, wallets } : current)),
  });
}
