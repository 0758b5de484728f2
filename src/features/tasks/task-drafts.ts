import { useEffect, useRef, useState } from 'react';
import { sessionItems } from '@/lib/auth';
import type { Task, TaskChange } from './schemas';

/** Title and notes as typed and not yet saved, per task: they outlive a failed save, another task opened and a reload. */
export interface TaskTextDraft {
  title?: string;
  notes?: string;
}

const draftsItem = 'tasks.drafts';
type Drafts = Record<string, TaskTextDraft>;

export const taskDrafts = {
  read: (id: string): TaskTextDraft => sessionItems.read<Drafts>(draftsItem)?.[id] ?? {},
  write(id: string, draft: TaskTextDraft) {
    const { [id]: _old, ...others } = sessionItems.read<Drafts>(draftsItem) ?? {};
    sessionItems.write(draftsItem, Object.keys(draft).length ? { ...others, [id]: draft } : others);
  },
};

/** How long typing must pause before the text is saved. */
export const autosaveDelayMs = 600;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

const asChange = (draft: TaskTextDraft): TaskChange => ({
  ...(draft.title !== undefined ? { title: draft.title } : {}),
  ...(draft.notes !== undefined ? { notes: draft.notes || null } : {}),
});

/**
 * The task's title and notes as the user types them, saved once typing pauses, when the task is left,
 * and again after a reload; a refused save keeps the text and says so, and `retry` tries again.
 */
export function useTaskTextAutosave(task: Task, save: (change: TaskChange) => Promise<unknown>) {
  const [draft, setDraft] = useState<TaskTextDraft>(() => taskDrafts.read(task.id));
  const [state, setState] = useState<AutosaveState>(() => (Object.keys(draft).length ? 'pending' : 'idle'));
  const latest = useRef(draft);
  const timer = useRef<number | undefined>(undefined);

  const keep = (next: TaskTextDraft) => {
    latest.current = next;
    taskDrafts.write(task.id, next);
    setDraft(next);
  };

  const flush = async () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const sent = latest.current;
    if (!Object.keys(sent).length) return;
    setState('saving');
    try {
      await save(asChange(sent));
      // What was typed after this save began stays a draft, for the next one.
      const rest: TaskTextDraft = { ...latest.current };
      if (rest.title === sent.title) delete rest.title;
      if (rest.notes === sent.notes) delete rest.notes;
      keep(rest);
      setState(Object.keys(rest).length ? 'pending' : 'saved');
    } catch {
      setState('failed');
    }
  };

  // The timer and the cleanup call the latest flush, with the latest save.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  const schedule = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void flushRef.current(), autosaveDelayMs);
  };

  // A draft found on opening (a reload, a save that failed before) is sent again; leaving sends what is pending.
  useEffect(() => {
    if (Object.keys(latest.current).length) schedule();
    return () => {
      if (timer.current !== undefined) void flushRef.current();
    };
    // Once per task: the component is keyed by it.
  }, []);

  const change = (field: keyof TaskTextDraft, value: string) => {
    keep({ ...latest.current, [field]: value });
    setState('pending');
    schedule();
  };

  return {
    title: draft.title ?? task.title,
    notes: draft.notes ?? task.notes ?? '',
    state,
    setTitle: (value: string) => change('title', value),
    setNotes: (value: string) => change('notes', value),
    retry: () => void flush(),
  };
}
