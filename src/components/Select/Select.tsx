import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { surface } from '../styles/overlay.css';

export interface SelectOption {
  id: string;
  label: string;
  icon?: IconName;
  isDisabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  options: SelectOption[];
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  placeholder?: string;
}

/** Choose one of a short list. Type-ahead, arrows and Enter work as in a native select. */
export function Select({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      {...(value !== undefined ? { selectedKey: value } : {})}
      onSelectionChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      {...(onBlur ? { onBlur } : {})}
      {...(placeholder ? { placeholder } : {})}
      isInvalid={isInvalid ?? !!errorMessage}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Button className={styles.control}>
        <SelectValue className={styles.input} />
        <Icon name="chevron-down" size="sm" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${surface} ${styles.dropdown}`} offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled ?? false} className={styles.option}>
              {option.icon ? <Icon name={option.icon} size="sm" /> : null}
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
