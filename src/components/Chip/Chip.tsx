import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import type { labelColors } from '@/lib/theme';
import { labelDot } from '../styles/label-dot.css';
import * as styles from './Chip.css';

export const chipTones = ['neutral', 'primary', 'critical', 'success'] as const;

export interface ChipProps {
  children: ReactNode;
  tone?: (typeof chipTones)[number];
  icon?: IconName;
  /** A dot of a label colour before the text: a category's own colour (its text still says which). */
  color?: keyof typeof labelColors;
  /** Shows a remove button; `removeLabel` is its accessible name (e.g. "Remove Work"). */
  onRemove?: () => void;
  removeLabel?: string;
}

/** A short label: a tag, a category, a state. */
export function Chip({ children, tone = 'neutral', icon, color, onRemove, removeLabel }: ChipProps) {
  return (
    <span className={[styles.chip, styles.tones[tone], onRemove ? styles.removable : ''].join(' ')}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      {color ? <span className={labelDot[color]} aria-hidden="true" /> : null}
      {children}
      {onRemove ? (
        <Button className={styles.remove} onPress={onRemove} aria-label={removeLabel ?? 'Remove'}>
          <Icon name="x-mark" size="sm" />
        </Button>
      ) : null}
    </span>
  );
}
