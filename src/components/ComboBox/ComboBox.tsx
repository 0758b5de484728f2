import type { ReactNode } from 'react';
import { Button, ComboBox as AriaComboBox, Group, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { useComponentMessages } from '../messages';
import { surface } from '../styles/overlay.css';

export interface ComboBoxOption {
  id: string;
  label: string;
  description?: string;
  /** A picture beside the label, in the list and in the field once chosen. */
  icon?: IconName;
  /** Any other picture in that place (a flag, an avatar); decorative, the label says it all. */
  visual?: ReactNode;
}

export interface ComboBoxProps extends FieldBaseProps {
  options: ComboBoxOption[];
  /** The chosen option's id. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  onBlur?: () => void;
  /** The typed text, when the caller filters on the server. */
  inputValue?: string;
  onInputChange?: (text: string) => void;
  /** Filter `options` by the typed text here (default); false when the caller filters. */
  filterLocally?: boolean;
  /** Said in the list when nothing matches. */
  emptyText?: ReactNode;
  placeholder?: string;
}

/** Type to narrow a list, arrows to move, Enter to choose, Escape to close the list. */
export function ComboBox({
  label,
  description,
  errorMessage,
  isInvalid,
  options,
  value,
  onChange,
  onBlur,
  inputValue,
  onInputChange,
  filterLocally = true,
  emptyText,
  placeholder,
  ...props
}: ComboBoxProps) {
  const text = useComponentMessages();
  const chosen = value ? options.find((option) => option.id === value) : undefined;
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      {...(value !== undefined ? { selectedKey: value } : {})}
      onSelectionChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      {...(inputValue !== undefined ? { inputValue } : {})}
      {...(onInputChange ? { onInputChange } : {})}
      {...(onBlur ? { onBlur } : {})}
      {...(filterLocally ? {} : { items: options })}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={isInvalid ?? !!errorMessage}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.control}>
        {chosen?.icon ? <Icon name={chosen.icon} size="sm" /> : (chosen?.visual ?? null)}
        <Input className={styles.typedInput} {...(placeholder ? { placeholder } : {})} />
        <Button aria-label={typeof label === 'string' ? label : undefined} className={styles.inlineButton}>
          <Icon name="chevron-down" size="sm" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={`${surface} ${styles.dropdown}`} offset={4}>
        <ListBox<ComboBoxOption>
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyText ?? text.noResults}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.icon ? <Icon name={option.icon} size="sm" /> : (option.visual ?? null)}
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
