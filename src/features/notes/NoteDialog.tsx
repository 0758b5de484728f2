import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  Dialog,
  Heading,
  IconButton,
  ImagePicker,
  Text,
  TextArea,
  TextField,
  toasts,
  useInViewAfterAdding,
} from '@/components';
import { hasPassed, localDateTime, momentFromLocalDateTime, useFormatters } from '@/lib/i18n';
import { isUnfetched, textDrafts, useTextAutosave } from '@/lib/query';
import { pictureRules } from '@/lib/validation';
import { useAddNoteTask, useUpdateNote, type NoteUpdate } from './api/change-notes';
import { useNoteLabels } from './api/get-notes';
import { noteLimits, type Note, type NoteChange, type NoteTask } from './schemas';
import * as styles from './Notes.css';

interface NoteDialogProps {
  note: Note;
  onClose: () => void;
  onDelete: (note: Note) => void;
  onArchive: (note: Note, archived: boolean) => void;
}

const drafts = textDrafts<'title' | 'content'>('notes.drafts');

const isPending = (task: NoteTask) => task.id.startsWith('pending:');

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The picture is saved as soon as it is chosen or removed; the client checks type and size, the server the bytes. */
function NoteImage({ note, save }: { note: Note; save: (change: NoteChange, onError: () => void) => void }) {
  const { t } = useTranslation('notes');
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return save({ image: null }, () => setProblem(t('pictureRemoveFailed')));
    if (!(pictureRules.types as readonly string[]).includes(file.type)) return setProblem(t('pictureType', { name: file.name }));
    if (file.size > pictureRules.maxBytes) return setProblem(t('pictureSize', { name: file.name }));
    setChosen(file);
    try {
      save({ image: await readAsDataUrl(file) }, () => setProblem(t('pictureRefused', { name: file.name })));
    } catch {
      setProblem(t('pictureUnreadable', { name: file.name }));
    } finally {
      setChosen(null);
    }
  };
  return (
    <ImagePicker
      label={t('picture')}
      value={chosen ?? note.image}
      onChange={(file) => void choose(file)}
      accept={[...pictureRules.types]}
      description={t('pictureHelp')}
      {...(problem ? { errorMessage: problem } : {})}
    />
  );
}

function Checklist({ note, save }: { note: Note; save: (change: NoteChange) => void }) {
  const { t } = useTranslation('notes');
  const headingId = useId();
  const [item, setItem] = useState('');
  const add = useAddNoteTask((content) => {
    toasts.show({ tone: 'critical', title: t('itemFailed', { content }) }, { timeout: 0 });
    // What was typed comes back to the field, unless something new is being typed there.
    setItem((current) => current || content);
  });
  const { ref: addFormRef, adding } = useInViewAfterAdding<HTMLFormElement>(note.tasks.length);
  const done = note.tasks.filter((task) => task.completed).length;
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('checklist')}
      </Heading>
      {note.tasks.length ? <Text tone="secondary">{t('checklistCount', { done, count: note.tasks.length })}</Text> : null}
      <ul className={styles.checklist}>
        {note.tasks.map((task) => (
          <li key={task.id} className={styles.checklistItem}>
            <span className={styles.grow}>
              <Checkbox
                value={task.completed}
                isDisabled={isPending(task)}
                onChange={(completed) =>
                  save({ tasks: note.tasks.map((other) => (other.id === task.id ? { ...other, completed } : other)) })
                }
              >
                {task.content}
              </Checkbox>
            </span>
            <IconButton
              icon="trash"
              variant="ghost"
              size="sm"
              label={t('removeItem', { content: task.content })}
              isDisabled={isPending(task)}
              onPress={() => save({ tasks: note.tasks.filter((other) => other.id !== task.id) })}
            />
          </li>
        ))}
      </ul>
      {note.tasks.length < noteLimits.tasks ? (
        <form
          ref={addFormRef}
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            const content = item.trim();
            if (!content) return;
            adding();
            add.mutate({ id: note.id, content });
            setItem('');
          }}
        >
          <div className={styles.grow}>
            <TextField label={t('newItem')} value={item} onChange={setItem} maxLength={noteLimits.taskContent} />
          </div>
          <IconButton type="submit" icon="plus" variant="secondary" label={t('addItem')} isDisabled={!item.trim()} />
        </form>
      ) : null}
    </section>
  );
}

/**
 * A note opened: title and text saved as they are typed (never lost), and picture, checklist,
 * labels and reminder saved as soon as they change, each taken back with a message if refused.
 */
export function NoteDialog({ note, onClose, onDelete, onArchive }: NoteDialogProps) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const labels = useNoteLabels();
  const change = useUpdateNote(() => toasts.show({ tone: 'critical', title: t('changeFailed') }, { timeout: 0 }));
  // Text has its own saving: a refused save keeps what was typed, and the dialog says so.
  const textUpdate = useUpdateNote(() => undefined);
  const text = useTextAutosave({
    drafts,
    id: note.id,
    saved: { title: note.title, content: note.content },
    limits: { title: noteLimits.title, content: noteLimits.content },
    save: (draft) => textUpdate.mutateAsync({ id: note.id, change: draft } satisfies NoteUpdate),
  });
  const save = (noteChange: NoteChange) => change.mutate({ id: note.id, change: noteChange });
  const shownTitle = text.values.title.trim() || t('untitled');
  const reminderPassed = hasPassed(note.reminder);
  // The field shows what is being typed (a half-typed minute included) and follows the note when the
  // note changes otherwise: cleared, or put back after a refused save.
  const savedReminder = note.reminder ? localDateTime(note.reminder) : null;
  const [reminder, setReminder] = useState(savedReminder);
  const [followed, setFollowed] = useState(savedReminder);
  if (followed !== savedReminder) {
    setFollowed(savedReminder);
    setReminder(savedReminder);
  }

  return (
    <Dialog title={shownTitle} showClose isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <div className={styles.form}>
        <div className={styles.dialogHead}>
          <span className={styles.saveState} role="status">
            {text.state === 'saving'
              ? t('saving')
              : text.state === 'saved'
                ? t('saved')
                : text.state === 'tooLong'
                  ? t('notSavedTooLong')
                  : ''}
          </span>
        </div>
        {text.state === 'failed' ? (
          <Banner
            tone="critical"
            actions={
              <Button variant="secondary" onPress={text.retry}>
                {t('retry')}
              </Button>
            }
          >
            {t('notSaved')}
          </Banner>
        ) : null}
        <NoteImage note={note} save={(imageChange, onError) => change.mutate({ id: note.id, change: imageChange }, { onError })} />
        <TextField
          label={t('noteTitle')}
          value={text.values.title}
          onChange={(value) => text.set('title', value)}
          maxLength={noteLimits.title}
        />
        <TextArea
          label={t('noteContent')}
          value={text.values.content}
          onChange={(value) => text.set('content', value)}
          maxLength={noteLimits.content}
          maxRows={12}
        />
        <Checklist note={note} save={save} />
        <CheckboxGroup
          label={t('labels')}
          choices={(labels.data ?? []).map((label) => ({
            id: label.id,
            label: label.title,
            isDisabled: 'pending' in label && label.pending === true,
          }))}
          value={note.labels}
          onChange={(chosen) => save({ labels: chosen })}
          emptyText={isUnfetched(labels) ? t('labelsFailed') : t('noLabels')}
        />
        <div className={styles.inline}>
          <div className={styles.grow}>
            <DatePicker
              label={t('reminder')}
              withTime
              value={reminder}
              onChange={(value) => {
                setReminder(value);
                if (value) save({ reminder: momentFromLocalDateTime(value) });
              }}
              {...(reminderPassed && note.reminder
                ? { description: `${t('reminderPassed')} ${format.date(note.reminder, { dateStyle: 'full', timeStyle: 'short' })}` }
                : {})}
            />
          </div>
          {note.reminder ? (
            <IconButton icon="x-mark" variant="ghost" label={t('clearReminder')} onPress={() => save({ reminder: null })} />
          ) : null}
        </div>
        <div className={styles.dialogActions}>
          <Button
            variant="secondary"
            icon={note.archived ? 'arrow-uturn-left' : 'archive-box-arrow-down'}
            onPress={() => onArchive(note, !note.archived)}
          >
            {note.archived ? t('unarchive') : t('archive')}
          </Button>
          <Button variant="secondary" icon="trash" onPress={() => onDelete(note)}>
            {t('delete')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
