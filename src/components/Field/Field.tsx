import { useContext, type ReactNode } from 'react';
import { FieldError, FieldErrorContext, Label, Text } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { fill, useComponentMessages } from '../messages';
import * as styles from './Field.css';
import { useNumberFormat } from '../number-locale';

/**
 * The field's error: the caller's, or, for a text longer than `maxLength` (which may be typed or
 * pasted: nothing is cut off), one that names the limit. A form does not save such a text.
 */
export function useTextFieldError(value: string | undefined, maxLength: number | undefined, errorMessage: ReactNode): ReactNode {
  const text = useComponentMessages();
  const number = useNumberFormat();
  if (errorMessage || maxLength === undefined || (value ?? '').length <= maxLength) return errorMessage;
  return fill(text.tooLong, { max: number.format(maxLength) });
}

/** Label, description and error of a field: the same parts, in the same places, for every field. */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/**
 * Below a field: its description, its count of characters, its error. While the field is invalid, the
 * error takes the description's place (as in React Spectrum's help text): a rule written as the
 * description ("Use at least 8 characters.") is not said twice, and the error is what is read.
 */
export function FieldHelp({
  description: givenDescription,
  errorMessage,
  count,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
  count?: { length: number; max: number };
}) {
  const number = useNumberFormat();
  const isInvalid = useContext(FieldErrorContext)?.isInvalid ?? false;
  const description = isInvalid ? null : givenDescription;
  const counter = count ? `${number.format(count.length)}/${number.format(count.max)}` : null;
  return (
    <>
      {description || counter ? (
        <Text slot="description" className={counter ? `${styles.description} ${styles.withCounter}` : styles.description}>
          {description ? <span>{description}</span> : null}
          {counter ? <span className={count && count.length > count.max ? styles.counterOver : styles.counter}>{counter}</span> : null}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <Icon name="exclamation-triangle" size="sm" />
        {errorMessage}
      </FieldError>
    </>
  );
}

/** What every field takes besides its value: label, help, error, required and disabled states. */
export interface FieldBaseProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown below the field, and marks it invalid for assistive tech. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  /**
   * The most characters the field takes. The count shows below it from the start; more can be
   * typed or pasted (nothing is cut off) and the form says the text is too long.
   */
  maxLength?: number;
}
