import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@/components';
import { scrumboardLimits } from './schemas';
import * as styles from './Scrumboard.css';

interface TitleDialogProps {
  heading: string;
  label: string;
  initial: string;
  /** Told only of a valid title that differs from the initial one. */
  onSave: (title: string) => void;
  onClose: () => void;
}

/** Renames a board or a list: an empty title says why it cannot be saved. */
export function TitleDialog({ heading, label, initial, onSave, onClose }: TitleDialogProps) {
  const { t } = useTranslation('scrumboard');
  const [title, setTitle] = useState(initial);
  const problem = title.trim() ? null : t('titleRequired');
  return (
    <Dialog title={heading} showClose isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) return;
          if (title.trim() !== initial) onSave(title.trim());
          onClose();
        }}
      >
        <TextField
          label={label}
          value={title}
          onChange={setTitle}
          maxLength={scrumboardLimits.title}
          autoFocus
          {...(problem ? { errorMessage: problem } : {})}
        />
        <Button type="submit">{t('save')}</Button>
      </form>
    </Dialog>
  );
}
