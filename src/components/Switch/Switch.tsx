import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  children: ReactNode;
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (value: boolean) => void;
  onBlur?: () => void;
  isDisabled?: boolean;
  name?: string;
}

/** An on/off setting that takes effect at once. */
export function Switch({ children, value, defaultValue, onChange, onBlur, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      {...(value !== undefined ? { isSelected: value } : {})}
      {...(defaultValue !== undefined ? { defaultSelected: defaultValue } : {})}
      {...(onChange ? { onChange } : {})}
      {...(onBlur ? { onBlur } : {})}
      className={styles.switchRoot}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
