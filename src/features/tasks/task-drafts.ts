import { textDrafts, useTextAutosave } from '@/lib/query';
import { taskLimits, type Task, type TaskChange } from './schemas';

const drafts = textDrafts<'title' | 'notes'>('tasks.drafts');

/** The task's title and notes as typed, saved as the product saves every text: when typing pauses, never lost. */
export function useTaskTextAutosave(task: Task, save: (change: TaskChange) => Promise<unknown>) {
  const text = useTextAutosave({
    drafts,
    id: task.id,
    saved: { title: task.title, notes: task.notes ?? '' },
    limits: { title: taskLimits.title, notes: taskLimits.notes },
    save: (draft) =>
      save({
        ...(draft.title !== undefined ? { title: draft.title } : {}),
        ...(draft.notes !== undefined ? { notes: draft.notes || null } : {}),
      }),
  });
  return {
    title: text.values.title,
    notes: text.values.notes,
    state: text.state,
    setTitle: (value: string) => text.set('title', value),
    setNotes: (value: string) => text.set('notes', value),
    retry: text.retry,
  };
}
