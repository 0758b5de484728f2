import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, Button, ProgressCircle } from '@/components';
import { reconnectBudgetSeconds, useLiveState } from '@/lib/realtime';
import { useCurrentConnection } from './live-session';

export interface ConnectionBannerProps {
  /** What Reload does; the app reloads the page. */
  onReload?: () => void;
}

/** Seconds since `since`, counted every second while the outage lasts. */
function useSecondsSince(since: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.round((now - since) / 1000));
}

/**
 * Below the top bar while the live connection is lost (spec points 2 and 8): 'Lost connection.
 * Reconnecting...' with a progress circle that fills over the 160 s of retries and starts again at
 * attempt 0; once retries are exhausted, 'Connection failed.' with Reload.
 */
export function ConnectionBanner({ onReload = () => window.location.reload() }: ConnectionBannerProps) {
  const { t } = useTranslation('realtime');
  const state = useLiveState(useCurrentConnection());
  const seconds = useSecondsSince(state.status === 'retrying' ? state.since : null);

  if (state.status === 'retrying') {
    return (
      <Banner
        tone="warning"
        title={t('reconnecting')}
        icon={
          <ProgressCircle
            label={t('reconnectProgress', { attempt: state.attempt })}
            value={Math.min(seconds, reconnectBudgetSeconds)}
            maxValue={reconnectBudgetSeconds}
          />
        }
      />
    );
  }
  if (state.status === 'exhausted') {
    return (
      <Banner
        tone="critical"
        title={t('connectionFailed')}
        actions={
          <Button size="sm" variant="secondary" icon="arrow-path" onPress={onReload}>
            {t('reload')}
          </Button>
        }
      />
    );
  }
  return null;
}
