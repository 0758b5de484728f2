import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appHeader, LazyPartBoundary, PageTitle, RetryBanner, Skeleton } from '@/components';
import { whenIdle } from '@/lib/idle';
import { chartsCode, preloadCharts } from './charts';
import * as styles from './Dashboards.css';

export interface DashboardFrameProps<T> {
  /** The page's id: names its heading. */
  id: string;
  title: string;
  /** The line under the title; `null` while it comes with the data (its height is kept). */
  subtitle?: string | null;
  /** Choices that change what the page shows (a project). */
  actions?: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard page: its header, then its cards once the data is there. While it loads, grey shapes
 * where the cards will be; a failure says so and offers to try again (the page keeps its header).
 */
export function DashboardFrame<T>({ id, title, subtitle, actions, query, children }: DashboardFrameProps<T>) {
  const { t } = useTranslation('dashboards');
  const titleId = `${id}-title`;
  // The cards and their charts are a large render: when the data arrives, React draws them in the
  // background, in slices, and the page answers input meanwhile (the grey shapes stay until then).
  const data = useDeferredValue(query.data);
  // The charts' code is asked for once the header is drawn, and comes beside the data.
  useEffect(() => whenIdle(() => void preloadCharts()), []);
  const loading = (
    <div className={styles.threeCards} role="status" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} shape="rect" height="240px" />
      ))}
    </div>
  );
  let body: ReactNode;
  if (data !== undefined)
    body = (
      <LazyPartBoundary part={chartsCode} loading={loading}>
        {children(data)}
      </LazyPartBoundary>
    );
  else if (query.isError && query.data === undefined)
    body = <RetryBanner title={t('loadFailed')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else body = loading;
  return (
    <main className={styles.page} aria-labelledby={titleId}>
      <header className={appHeader}>
        <PageTitle id={titleId} title={title} subtitle={subtitle} />
        {actions ? <div className={styles.headerActions}>{actions}</div> : null}
      </header>
      <div className={styles.body}>{body}</div>
    </main>
  );
}
