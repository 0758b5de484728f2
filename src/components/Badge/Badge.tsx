import { useNumberFormat } from '../number-locale';
import * as styles from './Badge.css';

export const badgeTones = ['primary', 'critical', 'neutral'] as const;

export interface BadgeProps {
  /** Shown only above 0. */
  count: number;
  /** Larger counts read as `max+` (99+). */
  max?: number;
  tone?: (typeof badgeTones)[number];
  /** What the number means, for screen readers (e.g. "3 unread"). Without it the badge is decorative. */
  label?: string;
}

/** A counter, in the page locale's digits (Arabic-Indic in ar-SA). It disappears at 0 so that "nothing new" is silent. */
export function Badge({ count, max = 99, tone = 'critical', label }: BadgeProps) {
  const number = useNumberFormat();
  if (!(count > 0)) return null;
  const text = count > max ? `${number.format(max)}+` : number.format(count);
  return (
    <span
      className={`${styles.badge} ${styles.tones[tone]}`}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {text}
    </span>
  );
}

/**
 * A mark that something is wrong (a list that could not be loaded), where a counter would sit. It is
 * decorative: the control's own name says what is wrong.
 */
export function AlertMark() {
  return (
    <span className={`${styles.badge} ${styles.tones.critical}`} aria-hidden="true">
      !
    </span>
  );
}
