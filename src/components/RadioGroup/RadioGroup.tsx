import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { choice } from '../Checkbox/Checkbox.css';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends FieldBaseProps {
  options: { id: string; label: string; isDisabled?: boolean }[];
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  orientation?: 'vertical' | 'horizontal';
}

/** One of a few choices, all visible. Arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  value,
  onChange,
  onBlur,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      {...(value !== undefined ? { value } : {})}
      {...(onChange ? { onChange } : {})}
      {...(onBlur ? { onBlur } : {})}
      orientation={orientation}
      isInvalid={isInvalid ?? !!errorMessage}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={orientation === 'horizontal' ? `${styles.options} ${styles.horizontal}` : styles.options}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} isDisabled={option.isDisabled ?? false} className={choice}>
            <span className={styles.dot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
