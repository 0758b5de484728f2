import { useEffect, useId, useMemo } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import { useComponentMessages } from '../messages';
import * as styles from './ImagePicker.css';

export interface ImagePickerProps {
  label: string;
  /** The chosen file, or the URL of the current image. */
  value?: File | string | null;
  onChange?: (file: File | null) => void;
  /** MIME types to offer; images by default. */
  accept?: string[];
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** Choose an image file, see it before saving, or remove it. */
export function ImagePicker({ label, value, onChange, accept = ['image/*'], description, errorMessage, isDisabled }: ImagePickerProps) {
  const text = useComponentMessages();
  const labelId = useId();
  const helpId = useId();
  const previewUrl = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : (value ?? null)), [value]);
  useEffect(() => {
    if (value instanceof File && previewUrl) return () => URL.revokeObjectURL(previewUrl);
  }, [value, previewUrl]);

  return (
    <div
      className={fieldStyles.field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description || errorMessage ? helpId : undefined}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.row}>
        {previewUrl ? (
          <img className={styles.preview} src={previewUrl} alt={label} />
        ) : (
          <span className={styles.preview} role="img" aria-label={text.noImage}>
            <Icon name="photo" size="xl" />
          </span>
        )}
        <FileTrigger acceptedFileTypes={accept} onSelect={(files) => onChange?.(files?.[0] ?? null)}>
          <Button variant="secondary" icon="photo" isDisabled={isDisabled ?? false}>
            {text.chooseImage}
          </Button>
        </FileTrigger>
        {previewUrl ? (
          <Button variant="ghost" icon="trash" isDisabled={isDisabled ?? false} onPress={() => onChange?.(null)}>
            {text.removeImage}
          </Button>
        ) : null}
      </div>
      <div id={helpId}>
        {description ? <span className={fieldStyles.description}>{description}</span> : null}
        {errorMessage ? (
          <span className={fieldStyles.error} role="alert">
            <Icon name="exclamation-triangle" size="sm" />
            {errorMessage}
          </span>
        ) : null}
      </div>
    </div>
  );
}
