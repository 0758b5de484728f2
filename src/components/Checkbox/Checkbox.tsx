import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  value?: boolean;
  defaultValue?: boolean;
  onChange?: (value: boolean) => void;
  onBlur?: () => void;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Why the box must be (un)checked; shown below it and read with it. */
  errorMessage?: string;
  name?: string;
  /** When the label is not visible (a row selector), name it here. */
  'aria-label'?: string;
}

export function Checkbox({ children, value, defaultValue, onChange, onBlur, errorMessage, isInvalid, ...props }: CheckboxProps) {
  const errorId = useId();
  const checkbox = (
    <AriaCheckbox
      {...props}
      isInvalid={isInvalid ?? !!errorMessage}
      {...(errorMessage ? { 'aria-describedby': errorId } : {})}
      {...(value !== undefined ? { isSelected: value } : {})}
      {...(defaultValue !== undefined ? { defaultSelected: defaultValue } : {})}
      {...(onChange ? { onChange } : {})}
      {...(onBlur ? { onBlur } : {})}
      className={styles.choice}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" size="sm" /> : isSelected ? <Icon name="check" size="sm" /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
  return errorMessage ? (
    <span className={fieldStyles.field}>
      {checkbox}
      <span id={errorId} className={fieldStyles.error}>
        <Icon name="exclamation-triangle" size="sm" />
        {errorMessage}
      </span>
    </span>
  ) : (
    checkbox
  );
}
