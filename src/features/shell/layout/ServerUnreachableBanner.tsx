import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryBanner } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useServerReachability } from '@/lib/http';

/**
 * Below the top bar while the server does not answer: says so once for the whole page, with the
 * time of the last try, and tries again every query the page shows. It goes as soon as any request
 * gets an answer, and then what failed meanwhile is tried again: a part of the page whose tries ran
 * out while the server was away does not stay on its error once the server is back.
 */
export function ServerUnreachableBanner() {
  const { t } = useTranslation('shell');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const { reachable, lastTry } = useServerReachability();
  const [retrying, setRetrying] = useState(false);
  const wasUnreachable = useRef(false);
  useEffect(() => {
    if (!reachable) {
      wasUnreachable.current = true;
      return;
    }
    if (!wasUnreachable.current) return;
    wasUnreachable.current = false;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  }, [reachable, queryClient]);
  if (reachable || lastTry === null) return null;

  const retry = () => {
    setRetrying(true);
    void queryClient.refetchQueries({ type: 'active' }).finally(() => setRetrying(false));
  };
  return (
    <RetryBanner title={t('serverUnreachable.title')} onRetry={retry} isRetrying={retrying}>
      {t('serverUnreachable.lastTry', { time: format.date(lastTry, { timeStyle: 'medium' }) })}
    </RetryBanner>
  );
}
