import { useEffect, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import * as styles from './LoadingBar.css';

export interface LoadingBarProps {
  /** Work in flight: the bar shows while true. */
  active: boolean;
  /** 0 to 100; without it the bar runs indeterminately. A value outside is logged and ignored. */
  progress?: number;
  label: string;
}

export function isValidProgress(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}

/** A thin bar at the top of a screen while requests are in flight. */
export function LoadingBar({ active, progress, label }: LoadingBarProps) {
  // The last valid progress: an invalid one leaves it as it was.
  const [value, setValue] = useState(progress !== undefined && isValidProgress(progress) ? progress : undefined);
  const [seen, setSeen] = useState(progress);
  if (progress !== seen) {
    setSeen(progress);
    if (progress === undefined) setValue(undefined);
    else if (isValidProgress(progress)) setValue(progress);
  }
  useEffect(() => {
    if (progress !== undefined && !isValidProgress(progress)) {
      console.error(`LoadingBar: progress must be between 0 and 100, got ${progress}; it is ignored`);
    }
  }, [progress]);

  if (!active) return null;
  return (
    <ProgressBar aria-label={label} {...(value === undefined ? { isIndeterminate: true } : { value })} className={styles.track}>
      {({ percentage }) => (
        <div
          className={value === undefined ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
          style={value === undefined ? undefined : { inlineSize: `${percentage}%` }}
        />
      )}
    </ProgressBar>
  );
}
