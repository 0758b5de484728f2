import { useTranslation } from 'react-i18next';
import { Avatar, Checkbox, Chip, Icon } from '@/components';
import type { Task, TaskMember, TaskTag } from './schemas';
import { isOverdue, useFormatters } from '@/lib/i18n';
import * as styles from './Tasks.css';

interface TaskRowProps {
  task: Task;
  tags: ReadonlyMap<string, TaskTag>;
  members: ReadonlyMap<string, TaskMember>;
  onToggle: (task: Task, completed: boolean) => void;
}

/** One row of the list: a section's heading, or a task with what matters at a glance. */
export function TaskRow({ task, tags, members, onToggle }: TaskRowProps) {
  const { t } = useTranslation('tasks');
  const format = useFormatters();
  if (task.type === 'section') return <span className={styles.sectionTitle}>{task.title || t('untitledSection')}</span>;

  const title = task.title || t('untitledTask');
  const assignee = task.assignedTo ? members.get(task.assignedTo) : undefined;
  const taskTags = task.tags.map((id) => tags.get(id)).filter((tag): tag is TaskTag => !!tag);
  const subTasksDone = task.subTasks.filter((subTask) => subTask.completed).length;
  const overdue = !task.completed && isOverdue(task.dueDate);
  return (
    <>
      <Checkbox aria-label={t('done', { title })} value={task.completed} onChange={(completed) => onToggle(task, completed)}>
        {null}
      </Checkbox>
      <span className={styles.rowMain}>
        <span className={!task.title ? styles.untitled : task.completed ? styles.doneTitle : styles.rowTitle}>{title}</span>
        {task.dueDate || taskTags.length || task.subTasks.length ? (
          <span className={styles.meta}>
            {task.dueDate ? (
              <span className={overdue ? styles.overdue : styles.metaItem}>
                <Icon name="calendar-days" size="sm" />
                {format.date(task.dueDate, { dateStyle: 'medium', timeZone: 'UTC' })}
                {overdue ? ` · ${t('overdue')}` : null}
              </span>
            ) : null}
            {task.subTasks.length ? (
              <span className={styles.metaItem}>
                <Icon name="check-circle" size="sm" label={t('subTaskCount', { done: subTasksDone, count: task.subTasks.length })} />
                {format.number(subTasksDone)}/{format.number(task.subTasks.length)}
              </span>
            ) : null}
            {taskTags.slice(0, 2).map((tag) => (
              <Chip key={tag.id}>{tag.title}</Chip>
            ))}
            {taskTags.length > 2 ? <span>+{format.number(taskTags.length - 2)}</span> : null}
          </span>
        ) : null}
      </span>
      {task.priority === 2 ? (
        <span className={styles.highPriority}>
          <Icon name="arrow-up" size="sm" label={t('priorityMark', { priority: t('priorities.2') })} />
        </span>
      ) : task.priority === 0 ? (
        <span className={styles.lowPriority}>
          <Icon name="arrow-down" size="sm" label={t('priorityMark', { priority: t('priorities.0') })} />
        </span>
      ) : null}
      {assignee ? (
        <span title={t('assignedTo', { name: assignee.name })}>
          <Avatar name={assignee.name} src={assignee.avatar} size="sm" />
        </span>
      ) : null}
    </>
  );
}
