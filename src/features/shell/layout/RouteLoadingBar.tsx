import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { LoadingBar } from '@/components';
import { useRequestsInFlight } from '@/lib/http';
import * as styles from './ShellLayout.css';

/** Shows while a route loads (its chunk, its loader) or any request is under way. */
export function RouteLoadingBar() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const requests = useRequestsInFlight();
  return (
    <div className={styles.loadingBar}>
      <LoadingBar active={navigation.state !== 'idle' || requests > 0} label={t('loadingPage')} />
    </div>
  );
}
