import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  Dialog,
  Heading,
  Icon,
  IconButton,
  Text,
  TextArea,
  TextField,
  toasts,
  useConfirm,
  useInViewAfterAdding,
} from '@/components';
import { refusalOf } from '@/lib/http';
import { dueDateFromDay, dueDay, isOverdue, useFormatters } from '@/lib/i18n';
import { useAddAttachment, useAddComment, useDeleteCard, useRemoveAttachment, useUpdateCard } from './api/change-scrumboard';
import { useBoardLabels, useScrumboardMembers } from './api/get-scrumboard';
import { attachmentRules, scrumboardLimits, type BoardWithContent, type Card, type CardChange } from './schemas';
import * as styles from './Scrumboard.css';

interface CardDialogProps {
  board: BoardWithContent;
  card: Card;
  onClose: () => void;
}

/** A text saved when it is left or Enter is pressed, if it changed and is valid; an empty title says why. */
function CardTitle({ card, onSave }: { card: Card; onSave: (title: string) => void }) {
  const { t } = useTranslation('scrumboard');
  const [title, setTitle] = useState(card.title);
  const problem = title.trim() ? null : t('titleRequired');
  const save = () => {
    if (!problem && title.trim() !== card.title) onSave(title.trim());
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        label={t('cardTitle')}
        value={title}
        onChange={setTitle}
        onBlur={save}
        maxLength={scrumboardLimits.title}
        {...(problem ? { errorMessage: problem } : {})}
      />
    </form>
  );
}

function Checklist({ card, onChange }: { card: Card; onChange: (checklist: Card['checklist']) => void }) {
  const { t } = useTranslation('scrumboard');
  const headingId = useId();
  const [item, setItem] = useState('');
  const { ref: addFormRef, adding } = useInViewAfterAdding<HTMLFormElement>(card.checklist.length);
  const done = card.checklist.filter((entry) => entry.checked).length;
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('checklistTitle')}
      </Heading>
      {card.checklist.length ? <Text tone="secondary">{t('checklist', { done, count: card.checklist.length })}</Text> : null}
      <ul className={styles.checklist}>
        {card.checklist.map((entry) => (
          <li key={entry.id} className={styles.checklistItem}>
            <span className={styles.grow}>
              <Checkbox
                value={entry.checked}
                onChange={(checked) => onChange(card.checklist.map((other) => (other.id === entry.id ? { ...other, checked } : other)))}
              >
                {entry.title}
              </Checkbox>
            </span>
            <IconButton
              icon="trash"
              variant="ghost"
              size="sm"
              label={t('removeItem', { title: entry.title })}
              onPress={() => onChange(card.checklist.filter((other) => other.id !== entry.id))}
            />
          </li>
        ))}
      </ul>
      <form
        ref={addFormRef}
        className={styles.addForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!item.trim()) return;
          adding();
          onChange([...card.checklist, { id: crypto.randomUUID(), title: item.trim(), checked: false }]);
          setItem('');
        }}
      >
        <div className={styles.grow}>
          <TextField label={t('newItem')} value={item} onChange={setItem} maxLength={scrumboardLimits.checklistItem} />
        </div>
        <IconButton type="submit" icon="plus" variant="secondary" label={t('addItem')} isDisabled={!item.trim()} />
      </form>
    </section>
  );
}

/** What was said on the card, oldest first, and a field to say more: the server signs and times each comment. */
function Comments({ boardId, card, memberName }: { boardId: string; card: Card; memberName: (id: string) => string }) {
  const { t } = useTranslation('scrumboard');
  const format = useFormatters();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const add = useAddComment(boardId);
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('commentsTitle')}
      </Heading>
      {card.comments.length ? (
        <ul className={styles.checklist}>
          {card.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <Avatar name={memberName(comment.memberId)} size="sm" decorative />
              <span className={styles.cardBody}>
                <strong>{memberName(comment.memberId)}</strong>
                <span dir="auto">{comment.message}</span>
                <span className={styles.muted}>{format.relative(comment.time)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!message.trim() || add.isPending) return;
          add.mutate(
            { cardId: card.id, message: message.trim() },
            {
              onSuccess: () => setMessage(''),
              // What was written stays in the field, to send again.
              onError: () => toasts.show({ tone: 'critical', title: t('commentFailed') }, { timeout: 0 }),
            },
          );
        }}
      >
        <TextArea label={t('newComment')} value={message} onChange={setMessage} maxLength={scrumboardLimits.comment} maxRows={6} />
        <div>
          <Button type="submit" variant="secondary" icon="chat-bubble-left-right" isDisabled={!message.trim()} isLoading={add.isPending}>
            {t('addComment')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The card's files: added from a file picker (checked here and by the server), shown with their size, removed. */
function Attachments({ boardId, card }: { boardId: string; card: Card }) {
  const { t } = useTranslation('scrumboard');
  const format = useFormatters();
  const headingId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddAttachment(boardId);
  const remove = useRemoveAttachment(boardId);
  const attach = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(attachmentRules.types as readonly string[]).includes(file.type)) return setProblem(t('attachmentType', { name: file.name }));
    if (file.size > attachmentRules.maxBytes) return setProblem(t('attachmentSize', { name: file.name }));
    if (card.attachments.length >= attachmentRules.perCard) return setProblem(t('attachmentsFull', { max: attachmentRules.perCard }));
    // The server tells a file by its bytes: a refusal means they are not what the name and type say.
    add.mutate(
      { cardId: card.id, file },
      { onError: (error) => setProblem(t(refusalOf(error) ? 'attachmentRefused' : 'attachmentFailed', { name: file.name })) },
    );
  };
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <Heading level={3} size={4} id={headingId}>
        {t('attachmentsTitle')}
      </Heading>
      {card.attachments.length ? (
        <ul className={styles.checklist}>
          {card.attachments.map((attachment) => (
            <li key={attachment.id} className={styles.checklistItem}>
              <Icon name={attachment.type.startsWith('image/') ? 'photo' : 'document-text'} size="sm" />
              <span className={styles.grow} dir="auto">
                {attachment.name} · {format.fileSize(attachment.size)}
              </span>
              <IconButton
                icon="trash"
                variant="ghost"
                size="sm"
                label={t('removeAttachment', { name: attachment.name })}
                onPress={() =>
                  remove.mutate(
                    { cardId: card.id, attachmentId: attachment.id },
                    { onError: () => setProblem(t('attachmentRemoveFailed', { name: attachment.name })) },
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? <Banner tone="critical">{problem}</Banner> : null}
      {card.attachments.length < attachmentRules.perCard ? (
        <div>
          <FileTrigger acceptedFileTypes={[...attachmentRules.types]} onSelect={(files) => attach(files?.[0])}>
            <Button variant="secondary" icon="paper-clip" isLoading={add.isPending}>
              {t('attach')}
            </Button>
          </FileTrigger>
        </div>
      ) : null}
    </section>
  );
}

/**
 * A card's dialog: title, description, due date, labels and members of the board, a checklist,
 * its comments and attachments, each added there. Every change is saved at once and taken back with a
 * message if the server refuses it.
 */
export function CardDialog({ board, card, onClose }: CardDialogProps) {
  const { t } = useTranslation('scrumboard');
  const confirm = useConfirm();
  const labels = useBoardLabels(board.id);
  const members = useScrumboardMembers();
  const update = useUpdateCard(board.id, () => toasts.show({ tone: 'critical', title: t('cardChangeFailed') }, { timeout: 0 }));
  const remove = useDeleteCard(board.id, (gone) =>
    toasts.show({ tone: 'critical', title: t('cardDeleteFailed', { title: gone.title }) }, { timeout: 0 }),
  );
  const save = (change: CardChange) => update.mutate({ id: card.id, change });
  const [description, setDescription] = useState(card.description);
  const boardMembers = (members.data ?? []).filter((member) => board.members.includes(member.id) || card.members.includes(member.id));
  const memberName = (id: string) => members.data?.find((member) => member.id === id)?.name ?? '';

  return (
    <Dialog title={card.title} showClose isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <div className={styles.form}>
        <CardTitle card={card} onSave={(title) => save({ title })} />
        <TextArea
          label={t('cardDescription')}
          value={description}
          onChange={setDescription}
          // A text over the limit is kept here, not sent: the field names the limit.
          onBlur={() => description !== card.description && description.length <= scrumboardLimits.description && save({ description })}
          maxLength={scrumboardLimits.description}
          maxRows={8}
        />
        <div className={styles.addForm}>
          <div className={styles.grow}>
            <DatePicker
              label={t('dueDate')}
              value={card.dueDate ? dueDay(card.dueDate) : null}
              onChange={(day) => save({ dueDate: dueDateFromDay(day) })}
              {...(isOverdue(card.dueDate) ? { description: t('overdue') } : {})}
            />
          </div>
          {card.dueDate ? (
            <IconButton icon="x-mark" variant="ghost" label={t('clearDueDate')} onPress={() => save({ dueDate: null })} />
          ) : null}
        </div>
        <CheckboxGroup
          label={t('labels')}
          choices={(labels.data ?? []).map((label) => ({ id: label.id, label: label.title }))}
          value={card.labels}
          onChange={(chosen) => save({ labels: chosen })}
        />
        <CheckboxGroup
          label={t('members')}
          choices={boardMembers.map((member) => ({ id: member.id, label: member.name }))}
          value={card.members}
          onChange={(chosen) => save({ members: chosen })}
        />
        <Checklist card={card} onChange={(checklist) => save({ checklist })} />
        <Comments boardId={board.id} card={card} memberName={memberName} />
        <Attachments boardId={board.id} card={card} />
        <div>
          <Button
            variant="secondary"
            icon="trash"
            onPress={() =>
              void confirm({
                title: t('deleteCardTitle', { title: card.title }),
                message: t('deleteCardMessage'),
                confirmLabel: t('delete'),
                tone: 'danger',
              }).then((answer) => {
                if (answer !== 'confirmed') return;
                onClose();
                remove.mutate(card);
              })
            }
          >
            {t('deleteCard')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
