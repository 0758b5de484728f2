import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  appHeader,
  appPage,
  Banner,
  Button,
  Drawer,
  EmptyState,
  lazyComponent,
  LazyPartBoundary,
  PageTitle,
  RetryBanner,
  Skeleton,
  SortableList,
  TagManager,
  toasts,
  useConfirm,
} from '@/components';
import { useLocale } from '@/lib/i18n';
import { useAltShortcut } from '@/lib/keyboard';
import { paths } from '@/lib/paths';
import { unfetched } from '@/lib/query';
import { mediaQueries, useMediaQuery } from '@/lib/theme';
import { useCreateTask, useDeleteTask, useReorderTasks, useTaskTagChanges, useUpdateTask } from './api/change-tasks';
import { useTaskMembers, useTaskTags, useTasks } from './api/get-tasks';
import { TaskRow } from './TaskRow';
import { taskLimits, type Task, type TaskType } from './schemas';
import * as styles from './Tasks.css';

/**
 * An open task (its date picker, checklist and fields) loads with the first one opened; the pointer or
 * the keyboard reaching the list starts it early.
 */
const TaskDetail = lazyComponent(() => import('./TaskDetail').then((module) => module.TaskDetail));

/**
 * The tasks app: sections and tasks in one list the user orders by dragging (or from the keyboard),
 * and the open task beside it on wide screens, over it in a drawer on smaller ones.
 */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  const lang = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { taskId } = useParams();
  const wide = useMediaQuery(mediaQueries.md);
  const tasks = useTasks();
  const tags = useTaskTags();
  const members = useTaskMembers();
  const tagsById = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag])), [tags.data]);
  const membersById = useMemo(() => new Map((members.data ?? []).map((member) => [member.id, member])), [members.data]);
  const missingLookups = unfetched([tags, members]);
  const remaining = tasks.data?.filter((task) => task.type === 'task' && !task.completed).length;
  const open = taskId ? tasks.data?.find((task) => task.id === taskId) : undefined;
  const listHref = paths.tasks(lang);

  const create = useCreateTask();
  const add = (type: TaskType) => {
    if (create.isPending) return;
    create.mutate(type, {
      onSuccess: (created) => void navigate(paths.tasks(lang, created.id)),
      onError: () => toasts.show({ tone: 'critical', title: t('createFailed') }, { timeout: 0 }),
    });
  };
  useAltShortcut('KeyN', () => add('task'));
  useAltShortcut('KeyN', () => add('section'), { shift: true });

  const reorder = useReorderTasks(() => toasts.show({ tone: 'critical', title: t('reorderFailed') }, { timeout: 0 }));
  const { mutate: updateTask } = useUpdateTask(() => toasts.show({ tone: 'critical', title: t('changeFailed') }, { timeout: 0 }));
  // The same function from render to render: a new one would draw every row again on each tick.
  const renderTask = useCallback(
    (task: Task) => (
      <TaskRow
        task={task}
        tags={tagsById}
        members={membersById}
        onToggle={(entry, completed) => updateTask({ id: entry.id, change: { completed } })}
      />
    ),
    [tagsById, membersById, updateTask],
  );
  const remove = useDeleteTask((task) =>
    toasts.show({ tone: 'critical', title: t('deleteFailed', { title: task.title || t('untitledTask') }) }, { timeout: 0 }),
  );
  const deleteTask = async (task: Task) => {
    const title = task.title || t(task.type === 'section' ? 'untitledSection' : 'untitledTask');
    const answer = await confirm({
      title: t('deleteTitle', { title }),
      message: t('deleteMessage'),
      confirmLabel: t('delete'),
      tone: 'danger',
    });
    if (answer !== 'confirmed') return;
    void navigate(listHref);
    remove.mutate(task, { onSuccess: () => toasts.show({ tone: 'success', title: t('deleted', { title }) }) });
  };
  const tagChange = useTaskTagChanges((failed) =>
    toasts.show(
      {
        tone: 'critical',
        title: t(`tagsManager.failed.${failed.kind}`, { title: failed.kind === 'create' ? failed.title : failed.tag.title }),
      },
      { timeout: 0 },
    ),
  );

  const detail = open ? (
    <LazyPartBoundary
      part={TaskDetail}
      loading={
        <div className={styles.message} role="status" aria-label={t('loadingTask')}>
          <Skeleton height="120px" />
        </div>
      }
    >
      <TaskDetail
        key={open.id}
        task={open}
        onDelete={(task) => void deleteTask(task)}
        inDrawer={!wide}
        onClose={() => void navigate(listHref)}
      />
    </LazyPartBoundary>
  ) : taskId && tasks.data ? (
    <div className={styles.message}>
      <Banner
        tone="warning"
        title={t('notFound')}
        actions={
          <Button variant="secondary" onPress={() => void navigate(listHref)}>
            {t('back')}
          </Button>
        }
      />
    </div>
  ) : null;

  return (
    <main className={appPage} aria-labelledby="tasks-title">
      <header className={appHeader}>
        <PageTitle id="tasks-title" title={t('title')} subtitle={remaining === undefined ? null : t('remaining', { count: remaining })} />
        <div className={styles.actions}>
          <TagManager
            tags={tags.data ?? []}
            onChange={(change) => tagChange.mutate(change)}
            maxLength={taskLimits.tagTitle}
            deleteMessage={t('tagsManager.deleteMessage')}
          />
          <Button variant="secondary" icon="bars-3" onPress={() => add('section')} aria-keyshortcuts="Alt+Shift+N">
            {t('addSection')}
          </Button>
          <Button icon="plus" onPress={() => add('task')} isLoading={create.isPending} aria-keyshortcuts="Alt+N">
            {t('addTask')}
          </Button>
        </div>
      </header>
      <div className={styles.panes}>
        <div className={styles.listPane} {...TaskDetail.preloadWhenReached}>
          {missingLookups && tasks.data ? (
            <div className={styles.message}>
              <RetryBanner title={t('lookupsFailed')} onRetry={missingLookups.retry} />
            </div>
          ) : null}
          {tasks.isPending ? (
            <div className={styles.message} role="status" aria-label={t('title')}>
              <Skeleton height="48px" />
            </div>
          ) : tasks.isError && !tasks.data ? (
            <div className={styles.message}>
              <RetryBanner title={t('loadFailed')} onRetry={() => void tasks.refetch()} />
            </div>
          ) : tasks.data.length === 0 ? (
            <div className={styles.message}>
              <EmptyState icon="check-circle" title={t('emptyTitle')} text={t('emptyText')} headingLevel={2} />
            </div>
          ) : (
            <SortableList
              label={t('list')}
              items={tasks.data}
              getKey={(task) => task.id}
              getText={(task) => task.title || t(task.type === 'section' ? 'untitledSection' : 'untitledTask')}
              handleLabel={(task) => t('move', { title: task.title || t(task.type === 'section' ? 'untitledSection' : 'untitledTask') })}
              getHref={(task) => paths.tasks(lang, task.id)}
              currentKey={taskId}
              onReorder={(ids) => reorder.mutate(ids)}
              className={styles.list}
              renderItem={renderTask}
            />
          )}
        </div>
        {wide ? (
          <div className={styles.detailPane}>
            {detail ?? (
              <div className={styles.message}>
                <EmptyState icon="check-circle" title={t('chooseTitle')} text={t('chooseText')} headingLevel={2} />
              </div>
            )}
          </div>
        ) : (
          <Drawer
            title={t('title')}
            isOpen={!!taskId}
            onOpenChange={(isOpen) => (isOpen ? undefined : void navigate(listHref))}
            width="min(100vw, 480px)"
            flush
          >
            {detail}
          </Drawer>
        )}
      </div>
    </main>
  );
}
