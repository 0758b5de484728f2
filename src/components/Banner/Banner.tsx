import type { ReactNode } from 'react';
import { Button, IconButton } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { useComponentMessages } from '../messages';
import * as styles from './Banner.css';

export const bannerTones = ['info', 'success', 'warning', 'critical'] as const;
export type BannerTone = (typeof bannerTones)[number];

const toneIcons: Record<BannerTone, IconName> = {
  info: 'information-circle',
  success: 'check-circle',
  warning: 'exclamation-triangle',
  critical: 'x-circle',
};

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Replaces the tone's icon, e.g. with a progress indicator. */
  icon?: ReactNode;
  /** Buttons at the end, e.g. Reload. */
  actions?: ReactNode;
  onDismiss?: () => void;
}

/**
 * A message in the flow of the page. Warnings and failures are announced at once (role alert);
 * information and success politely (role status).
 */
export function Banner({ tone = 'info', title, children, icon, actions, onDismiss }: BannerProps) {
  const text = useComponentMessages();
  const role = tone === 'critical' || tone === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={`${styles.banner} ${styles.tones[tone]}`}>
      <span className={`${styles.icon} ${styles.iconTones[tone]}`}>{icon ?? <Icon name={toneIcons[tone]} size="lg" />}</span>
      <div className={styles.content}>
        {title ? <span className={styles.title}>{title}</span> : null}
        {children ? <span>{children}</span> : null}
      </div>
      {actions || onDismiss ? (
        <div className={styles.actions}>
          {actions}
          {onDismiss ? <IconButton icon="x-mark" label={text.dismiss} size="sm" tooltip={false} onPress={onDismiss} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export interface RetryBannerProps {
  /** What could not be done, e.g. "The list could not be loaded." */
  title: ReactNode;
  onRetry: () => void;
  /** Overrides the design system's own "Try again". */
  retryLabel?: string;
  /** More buttons before the retry, e.g. a way back. */
  actions?: ReactNode;
  /** What to do about it, below the title. */
  children?: ReactNode;
  /** The retry is under way: the button shows it and takes no second press. */
  isRetrying?: boolean;
}

/** A failure the user can try again: said at once (role alert), with the button to do so. */
export function RetryBanner({ title, onRetry, retryLabel, actions, children, isRetrying = false }: RetryBannerProps) {
  const text = useComponentMessages();
  return (
    <Banner
      tone="critical"
      title={title}
      actions={
        <>
          {actions}
          <Button size="sm" variant="secondary" icon="arrow-path" onPress={onRetry} isLoading={isRetrying}>
            {retryLabel ?? text.retry}
          </Button>
        </>
      }
    >
      {children}
    </Banner>
  );
}
