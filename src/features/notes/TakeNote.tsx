import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextArea, TextField, toasts, visuallyHidden } from '@/components';
import { useSessionItem } from '@/lib/auth';
import { useCreateNote } from './api/change-notes';
import { hasContent, noteLimits } from './schemas';
import * as styles from './Notes.css';

interface TakeNoteProps {
  /** A label the new note gets: the one whose notes are shown. */
  labelId?: string | undefined;
}

const emptyDraft = { title: '', content: '' };

/**
 * "Take a note…": one line that opens into a title and a text where the notes are; Add (or Ctrl+Enter)
 * puts the note first. What is typed is kept through a refused save and a reload.
 */
export function TakeNote({ labelId }: TakeNoteProps) {
  const { t } = useTranslation('notes');
  const [draft, setDraft] = useSessionItem('notes.new', emptyDraft);
  // A draft kept from before (a reload, a refused save) opens the form again.
  const [open, setOpen] = useState(() => !!draft.title || !!draft.content);
  const [tried, setTried] = useState(false);
  const create = useCreateNote();
  const problem = hasContent({ ...draft, tasks: [] }) ? null : t('needsContent');

  const add = () => {
    setTried(true);
    if (problem || create.isPending) return;
    create.mutate(
      { title: draft.title.trim(), content: draft.content.trim(), ...(labelId ? { labels: [labelId] } : {}) },
      {
        onSuccess: () => {
          setDraft(emptyDraft);
          setTried(false);
          setOpen(false);
        },
        onError: () => toasts.show({ tone: 'critical', title: t('createFailed') }, { timeout: 0 }),
      },
    );
  };

  return (
    <form
      className={styles.takeNote}
      aria-label={t('takeNote')}
      onFocus={() => setOpen(true)}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          add();
        }
      }}
    >
      {open ? (
        <TextField
          label={t('newTitle')}
          value={draft.title}
          onChange={(title) => setDraft({ ...draft, title })}
          maxLength={noteLimits.title}
        />
      ) : null}
      <TextArea
        // Closed, the form is one line that says what it is for, as its placeholder.
        label={open ? t('newContent') : <span className={visuallyHidden}>{t('takeNote')}</span>}
        placeholder={t('takeNote')}
        value={draft.content}
        onChange={(content) => setDraft({ ...draft, content })}
        {...(open ? { maxLength: noteLimits.content } : {})}
        maxRows={10}
        {...(tried && problem ? { errorMessage: problem } : {})}
      />
      {open ? (
        <div className={styles.takeNoteActions}>
          <Button
            variant="ghost"
            onPress={() => {
              setOpen(false);
              setTried(false);
            }}
          >
            {t('close')}
          </Button>
          <Button type="submit" icon="plus" isLoading={create.isPending} aria-keyshortcuts="Control+Enter">
            {t('add')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
