import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, TextField } from '@/components';
import { fileRules, nameProblem } from './schemas';
import * as styles from './FileManager.css';

export interface NewFolderDialogProps {
  /** The folder it is made in, by name. */
  parentName: string;
  /** The names already in that folder: a new folder takes none of them, in any case. */
  takenNames: readonly string[];
  isSaving: boolean;
  /** Said when the server refused or could not be reached; what was typed stays. */
  failure: string | null;
  onCreate: (name: string) => void;
  onClose: () => void;
}

/** Names a new folder: the server's rule for names, said at the field before anything is sent. */
export function NewFolderDialog({ parentName, takenNames, isSaving, failure, onCreate, onClose }: NewFolderDialogProps) {
  const { t } = useTranslation('file-manager');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const problem = nameProblem(name);
  const taken = takenNames.some((existing) => existing.localeCompare(name.trim(), undefined, { sensitivity: 'base' }) === 0);
  const reason = problem
    ? t(`nameProblems.${problem}`, { max: fileRules.nameLength })
    : taken
      ? t('nameProblems.taken', { name: name.trim() })
      : failure;
  return (
    <Dialog title={t('newFolderTitle', { name: parentName })} showClose isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem && !taken) onCreate(name.trim());
        }}
      >
        <TextField
          label={t('folderName')}
          value={name}
          onChange={setName}
          autoFocus
          {...((tried && (problem || taken)) || (!problem && !taken && failure) ? { errorMessage: reason ?? '' } : {})}
        />
        <Button type="submit" icon="plus" isLoading={isSaving}>
          {t('create')}
        </Button>
      </form>
    </Dialog>
  );
}
