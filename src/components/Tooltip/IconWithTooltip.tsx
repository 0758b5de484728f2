import { Focusable } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Tooltip } from './Tooltip';
import * as styles from './Tooltip.css';

export interface IconWithTooltipProps {
  icon: IconName;
  /** What the icon means: its accessible name and its tooltip. */
  label: string;
  tone?: 'primary' | 'info' | 'neutral';
}

/** An icon that means something (a badge, a state): named for screen readers, explained on hover and focus. */
export function IconWithTooltip({ icon, label, tone = 'neutral' }: IconWithTooltipProps) {
  return (
    <Tooltip content={label} delay={300}>
      <Focusable>
        <span role="img" aria-label={label} tabIndex={0} className={`${styles.iconTrigger} ${styles.iconTones[tone]}`}>
          <Icon name={icon} size="sm" />
        </span>
      </Focusable>
    </Tooltip>
  );
}
