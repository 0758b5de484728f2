import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  DatePicker,
  fieldGroup,
  Heading,
  IconButton,
  Select,
  Text,
  TextArea,
  TextField,
  toasts,
  useInViewAfterAdding,
} from '@/components';
import { useLatestTask, useUpdateTask, type TaskUpdate } from './api/change-tasks';
import { useTaskMembers, useTaskTags } from './api/get-tasks';
import { dueDateFromDay, dueDay, isOverdue } from '@/lib/i18n';
import { isUnfetched } from '@/lib/query';
import { taskLimits, taskPriorities, type SubTask, type Task, type TaskChange } from './schemas';
import { useTaskTextAutosave } from './task-drafts';
import * as styles from './Tasks.css';

interface TaskDetailProps {
  task: Task;
  onDelete: (task: Task) => void;
  /** Shown in a drawer, which has its own close button. */
  inDrawer?: boolean;
  onClose: () => void;
}

/**
 * The open task: title and notes saved as they are typed, and every other field saved as soon as it
 * changes, each shown at once and taken back (with a message) if the server refuses it.
 */
export function TaskDetail({ task, onDelete, inDrawer = false, onClose }: TaskDetailProps) {
  const { t } = useTranslation('tasks');
  const tags = useTaskTags();
  const members = useTaskMembers();
  const change = useUpdateTask(() => toasts.show({ tone: 'critical', title: t('changeFailed') }, { timeout: 0 }));
  // Text has its own saving: a refused save keeps what was typed, and the panel says so.
  const textUpdate = useUpdateTask(() => undefined);
  const text = useTaskTextAutosave(task, (textChange) => textUpdate.mutateAsync({ id: task.id, change: textChange } satisfies TaskUpdate));
  const save = (taskChange: TaskChange) => change.mutate({ id: task.id, change: taskChange });
  const latestTask = useLatestTask();
  const changeSubTasks = (update: SubTaskUpdate) => save({ subTasks: update(latestTask(task.id)?.subTasks ?? task.subTasks) });
  const isSection = task.type === 'section';
  const shownTitle = task.title || t(isSection ? 'untitledSection' : 'untitledTask');

  return (
    <section className={styles.detail} aria-label={t(isSection ? 'sectionOf' : 'detailOf', { title: shownTitle })}>
      <div className={styles.detailHead}>
        <span className={styles.saveState} role="status">
          {text.state === 'saving'
            ? t('saving')
            : text.state === 'saved'
              ? t('saved')
              : text.state === 'tooLong'
                ? t('notSavedTooLong')
                : ''}
        </span>
        <IconButton icon="trash" variant="ghost" label={t('delete')} onPress={() => onDelete(task)} />
        {inDrawer ? null : <IconButton icon="x-mark" variant="ghost" label={t('back')} onPress={onClose} />}
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
      <TextField
        label={t(isSection ? 'sectionTitle' : 'taskTitle')}
        value={text.title}
        onChange={text.setTitle}
        maxLength={taskLimits.title}
        autoFocus={!task.title}
      />
      {isSection ? null : (
        <>
          <Checkbox value={task.completed} onChange={(completed) => save({ completed })}>
            {t('doneLabel')}
          </Checkbox>
          <TextArea
            label={t('notes')}
            value={text.notes}
            onChange={text.setNotes}
            maxLength={taskLimits.notes}
            maxRows={10}
            placeholder={t('notesPlaceholder')}
          />
          <div className={styles.twoFields}>
            <div className={styles.dueRow}>
              <div className={styles.grow}>
                <DatePicker
                  label={t('dueDate')}
                  value={task.dueDate ? dueDay(task.dueDate) : null}
                  onChange={(day) => save({ dueDate: dueDateFromDay(day) })}
                  {...(!task.completed && isOverdue(task.dueDate) ? { description: t('overdue') } : {})}
                />
              </div>
              {task.dueDate ? (
                <IconButton icon="x-mark" variant="ghost" label={t('clearDueDate')} onPress={() => save({ dueDate: null })} />
              ) : null}
            </div>
            <Select
              label={t('priority')}
              value={String(task.priority)}
              onChange={(value) => value !== null && save({ priority: Number(value) as Task['priority'] })}
              options={taskPriorities.map((priority) => ({ id: String(priority), label: t(`priorities.${priority}`) }))}
            />
            <Select
              label={t('assignee')}
              value={task.assignedTo ?? 'nobody'}
              // Shown when the assignee is not among the people: they could not be loaded, or left.
              placeholder={t(isUnfetched(members) ? 'assigneeNotLoaded' : 'assigneeUnknown')}
              onChange={(value) => save({ assignedTo: !value || value === 'nobody' ? null : value })}
              options={[
                { id: 'nobody', label: t('nobody') },
                ...(members.data ?? []).map((member) => ({ id: member.id, label: member.name })),
              ]}
            />
          </div>
          <CheckboxGroup
            label={t('tags')}
            choices={(tags.data ?? []).map((tag) => ({
              id: tag.id,
              label: tag.title,
              isDisabled: 'pending' in tag && tag.pending === true,
            }))}
            value={task.tags}
            onChange={(chosen) => save({ tags: chosen })}
            emptyText={isUnfetched(tags) ? t('tagsNotLoaded') : t('noTags')}
          />
          <SubTasks subTasks={task.subTasks} onChange={changeSubTasks} />
        </>
      )}
    </section>
  );
}

/** What a task is broken into: add, tick, remove, and move up or down. */
/** A change of the sub-tasks, made to the latest list (the props may be a render behind). */
type SubTaskUpdate = (current: readonly SubTask[]) => SubTask[];

function SubTasks({ subTasks, onChange }: { subTasks: readonly SubTask[]; onChange: (update: SubTaskUpdate) => void }) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const problem = title.trim() ? null : t('subTaskRequired');
  const { ref: addFormRef, adding } = useInViewAfterAdding<HTMLFormElement>(subTasks.length);
  const move = (id: string, by: -1 | 1) =>
    onChange((current) => {
      const next = [...current];
      const index = next.findIndex((entry) => entry.id === id);
      if (index < 0 || index + by < 0 || index + by >= next.length) return next;
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });
  const add = () => {
    setTried(true);
    if (problem) return;
    const added = { id: crypto.randomUUID(), title: title.trim(), completed: false };
    adding();
    onChange((current) => [...current, added]);
    setTitle('');
    setTried(false);
  };
  return (
    <section className={fieldGroup} aria-labelledby={headingId}>
      <Heading level={2} size={4} id={headingId}>
        {t('subTasks')}
      </Heading>
      {subTasks.length ? (
        <ul className={styles.subTasks}>
          {subTasks.map((subTask, index) => (
            <li key={subTask.id} className={styles.subTask}>
              <span className={styles.grow}>
                <Checkbox
                  value={subTask.completed}
                  onChange={(completed) =>
                    onChange((current) => current.map((entry) => (entry.id === subTask.id ? { ...entry, completed } : entry)))
                  }
                >
                  {subTask.title}
                </Checkbox>
              </span>
              <IconButton
                icon="chevron-up"
                variant="ghost"
                size="sm"
                label={t('moveSubTaskUp', { title: subTask.title })}
                isDisabled={index === 0}
                onPress={() => move(subTask.id, -1)}
              />
              <IconButton
                icon="chevron-down"
                variant="ghost"
                size="sm"
                label={t('moveSubTaskDown', { title: subTask.title })}
                isDisabled={index === subTasks.length - 1}
                onPress={() => move(subTask.id, 1)}
              />
              <IconButton
                icon="trash"
                variant="ghost"
                size="sm"
                label={t('removeSubTask', { title: subTask.title })}
                onPress={() => onChange((current) => current.filter((entry) => entry.id !== subTask.id))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Text tone="secondary">{t('noSubTasks')}</Text>
      )}
      {subTasks.length < taskLimits.subTasks ? (
        <form
          ref={addFormRef}
          className={styles.addRow}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <div className={styles.grow}>
            <TextField
              label={t('newSubTask')}
              value={title}
              onChange={setTitle}
              maxLength={taskLimits.subTaskTitle}
              {...(tried && problem ? { errorMessage: problem } : {})}
            />
          </div>
          <Button type="submit" icon="plus" variant="secondary">
            {t('addSubTask')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
