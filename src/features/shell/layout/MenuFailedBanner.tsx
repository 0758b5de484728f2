import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryBanner } from '@/components';
import { useServerReachability } from '@/lib/http';
import { useNavigationSets } from '../api/get-navigation';

/**
 * Below the top bar when the menu could not be loaded (the server answered with an error, or the
 * tries ran out): says so, with Try again, instead of a navigation left empty without a word. While
 * the server cannot be reached at all, the banner that says so for the whole page stands for it.
 */
export function MenuFailedBanner() {
  const { t } = useTranslation('shell');
  const sets = useNavigationSets();
  const { reachable, lastTry } = useServerReachability();
  // A query without data forgets its error while it fetches again: the banner stays until that settles.
  const [retrying, setRetrying] = useState(false);
  const unreachableShown = !reachable && lastTry !== null;
  if (!(sets.isError || retrying) || unreachableShown) return null;

  const retry = () => {
    setRetrying(true);
    void sets.refetch().finally(() => setRetrying(false));
  };
  return <RetryBanner title={t('menuFailed')} onRetry={retry} isRetrying={retrying} />;
}
