import { ProgressBar } from 'react-aria-components';
import * as styles from './ProgressCircle.css';

export interface ProgressCircleProps {
  label: string;
  value?: number;
  /** Any maximum, e.g. 160 for a reconnect countdown. */
  maxValue?: number;
  isIndeterminate?: boolean;
  /** Diameter in pixels. */
  size?: number;
}

const strokeWidth = 3;

/** Progress as a ring: determinate against any maximum, or spinning when the end is unknown. */
export function ProgressCircle({ label, value = 0, maxValue = 100, isIndeterminate = false, size = 24 }: ProgressCircleProps) {
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <ProgressBar aria-label={label} value={value} maxValue={maxValue} isIndeterminate={isIndeterminate} className={styles.root}>
      {({ percentage = 0 }) => (
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} fill="none" aria-hidden="true">
          <circle className={styles.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={strokeWidth} />
          <circle
            className={isIndeterminate ? `${styles.fill} ${styles.spinning}` : styles.fill}
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={strokeWidth}
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={isIndeterminate ? circumference * 0.7 : circumference * (1 - percentage / 100)}
            transform={isIndeterminate ? undefined : `rotate(-90 ${size / 2} ${size / 2})`}
          />
        </svg>
      )}
    </ProgressBar>
  );
}
