import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryBanner } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useServerReachability } from '@/lib/http';

/**
 * Below the top bar while the server does not answer: says so once for the whole page, with the
 * time of the last try, and tries again every query the page shows. It goes as soon as any request
 * gets an answer (what failed meanwhile is then asked again, by the app around every page).
 */
export function ServerUnreachableBanner() {
  const { t } = useTranslation('shell');
  const format = useFormatters();
  const queryClient = useQueryClient();
  const { reachable, lastTry } = useServerReachability();
  const [retrying, setRetrying] = useState(false);
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
