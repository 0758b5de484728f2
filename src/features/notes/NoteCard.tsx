import { useId } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { cardLink, Chip, Icon, safeImageSource } from '@/components';
import { hasPassed, useFormatters } from '@/lib/i18n';
import type { Note, NoteLabel } from './schemas';
import * as styles from './Notes.css';

interface NoteCardProps {
  note: Note;
  labels: ReadonlyMap<string, NoteLabel>;
  href: string;
}

/** A note in the grid as written: picture, title, text with its line breaks, checklist, reminder and labels; the whole card opens it. */
export function NoteCard({ note, labels, href }: NoteCardProps) {
  const { t } = useTranslation('notes');
  const format = useFormatters();
  const titleId = useId();
  const image = safeImageSource(note.image);
  const reminderPassed = hasPassed(note.reminder);
  return (
    <article className={styles.note} aria-labelledby={titleId}>
      {image ? <img className={styles.noteImage} src={image} alt="" /> : null}
      <div className={styles.noteBody}>
        <h2 className={styles.noteTitle} id={titleId} dir="auto">
          <AriaLink href={href} className={cardLink}>
            {note.title || <span className={styles.untitled}>{t('untitled')}</span>}
          </AriaLink>
        </h2>
        {/* What users write takes its own direction: German in an Arabic page reads left to right. */}
        {note.content ? (
          <p className={styles.noteText} dir="auto">
            {note.content}
          </p>
        ) : null}
        {note.tasks.length ? (
          <ul
            className={styles.tasks}
            aria-label={t('checklistCount', { done: note.tasks.filter((task) => task.completed).length, count: note.tasks.length })}
          >
            {note.tasks.map((task) => (
              <li key={task.id} className={task.completed ? styles.doneTask : styles.task}>
                {task.completed ? (
                  <Icon name="check-circle" size="sm" label={t('done')} />
                ) : (
                  <span className={styles.openMark} role="img" aria-label={t('open')} />
                )}
                <span dir="auto">{task.content}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {note.reminder || note.labels.length ? (
          <div className={styles.chips}>
            {note.reminder ? (
              <Chip icon="bell" tone={reminderPassed && !note.archived ? 'critical' : 'neutral'}>
                <span aria-label={t('reminderOn', { when: format.date(note.reminder, { dateStyle: 'medium', timeStyle: 'short' }) })}>
                  {format.date(note.reminder, { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </Chip>
            ) : null}
            {note.labels.map((id) => {
              const label = labels.get(id);
              return label ? <Chip key={id}>{label.title}</Chip> : null;
            })}
          </div>
        ) : null}
      </div>
    </article>
  );
}
