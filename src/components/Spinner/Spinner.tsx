import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.sizes;
  /** Announced to screen readers; leave out when a surrounding control already says it is busy. */
  label?: string;
}

/** An indeterminate activity indicator in the current text colour. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.sizes[size]}`;
  return label ? <span className={className} role="status" aria-label={label} /> : <span className={className} aria-hidden="true" />;
}
