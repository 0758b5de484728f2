import { useEffect, useLayoutEffect, useRef } from 'react';
import { TextArea as AriaTextArea, TextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, useTextFieldError, type FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import * as own from './TextArea.css';

export interface TextAreaProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The most lines it grows to before it scrolls. */
  maxRows?: number;
  /** Enter without Shift submits (a chat input); Shift+Enter still breaks the line. */
  onSubmit?: () => void;
}

/** Sets the height to the text's, capped at `maxRows` lines (plus the control's padding). */
function fitToContent(area: HTMLTextAreaElement, maxRows: number) {
  const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 24;
  area.style.blockSize = 'auto';
  area.style.blockSize = `${Math.min(area.scrollHeight, lineHeight * maxRows + 16)}px`;
}

/** Multi-line text that grows with its content, up to `maxRows`. */
export function TextArea({
  label,
  description,
  errorMessage: givenError,
  isInvalid,
  placeholder,
  maxLength,
  maxRows = 8,
  onSubmit,
  ...props
}: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const errorMessage = useTextFieldError(props.value, maxLength, givenError);

  // Grow to fit after every change of text, including the first render and a reset to empty.
  const text = props.value;
  useLayoutEffect(() => {
    if (ref.current) fitToContent(ref.current, maxRows);
  }, [text, maxRows]);

  // A narrower or wider box wraps the text anew (a phone turned, a pane resized, the font arrived late).
  useEffect(() => {
    const area = ref.current;
    if (!area || typeof ResizeObserver === 'undefined') return;
    let width = area.clientWidth;
    const observer = new ResizeObserver(() => {
      if (area.clientWidth === width) return;
      width = area.clientWidth;
      fitToContent(area, maxRows);
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [maxRows]);

  return (
    <TextField {...props} isInvalid={isInvalid ?? !!errorMessage} validationBehavior="aria" className={styles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={1}
        className={`${styles.textInput} ${own.area}`}
        {...(placeholder ? { placeholder } : {})}
        onInput={(event) => fitToContent(event.currentTarget, maxRows)}
        onKeyDown={(event) => {
          if (onSubmit && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
      <FieldHelp
        description={description}
        errorMessage={errorMessage}
        {...(maxLength ? { count: { length: (props.value ?? '').length, max: maxLength } } : {})}
      />
    </TextField>
  );
}
