import { Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, useTextFieldError, type FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';

export interface TextFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The on-screen keyboard to offer, e.g. 'numeric' for a one-time code. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'search';
}

/** A one-line text input with label, help text and error message. */
export function TextField({ label, description, errorMessage: givenError, isInvalid, placeholder, maxLength, ...props }: TextFieldProps) {
  const errorMessage = useTextFieldError(props.value, maxLength, givenError);
  return (
    <AriaTextField {...props} isInvalid={isInvalid ?? !!errorMessage} validationBehavior="aria" className={styles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={styles.textInput} {...(placeholder ? { placeholder } : {})} />
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        {...(maxLength ? { count: { length: (props.value ?? '').length, max: maxLength } } : {})}
      />
    </AriaTextField>
  );
}
