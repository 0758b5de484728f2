import type { ReactElement } from 'react';
import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';

// A module of its own: every field imports its label and help from Field.tsx, and only forms need react-hook-form.

/** The props a field gets from react-hook-form through FormField. */
export interface BoundField<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  children: (field: BoundField<FieldPathValue<T, N>>) => ReactElement;
}

/**
 * Binds one field to a react-hook-form form: value, change, blur, and the schema's error message
 * for this field. Works with every field of the design system:
 * `<FormField control={form.control} name="email">{(field) => <TextField label="E-mail" {...field} />}</FormField>`
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({ control, name, children }: FormFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name });
  return children({
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    isInvalid: fieldState.invalid,
    ...(fieldState.error?.message ? { errorMessage: fieldState.error.message } : {}),
    ...(field.disabled ? { isDisabled: true } : {}),
  });
}
