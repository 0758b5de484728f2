import { useEffect, useRef, useState } from 'react';
import { sessionItems } from '@/lib/auth';

/** Texts as typed and not yet saved, by field: they outlive a failed save, another record opened and a reload. */
export type TextDraft<F extends string> = Partial<Record<F, string>>;

type Drafts<F extends string> = Record<string, TextDraft<F>>;

/** The unsaved texts of one kind of record (tasks, notes), per record id, kept for the tab's session. */
export function textDrafts<F extends string>(item: string) {
  return {
    read: (id: string): TextDraft<F> => sessionItems.read<Drafts<F>>(item)?.[id] ?? {},
    write(id: string, draft: TextDraft<F>) {
      const { [id]: _old, ...others } = sessionItems.read<Drafts<F>>(item) ?? {};
      sessionItems.write(item, Object.keys(draft).length ? { ...others, [id]: draft } : others);
    },
  };
}

/** How long typing must pause before the text is saved. */
export const autosaveDelayMs = 600;

/** `tooLong`: a text is longer than its limit; it is kept, not sent, and its field says so. */
export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'tooLong';

export interface TextAutosaveOptions<F extends string> {
  drafts: ReturnType<typeof textDrafts<F>>;
  /** The record's id; the component using the hook is keyed by it. */
  id: string;
  /** The texts as the server has them. */
  saved: Record<F, string>;
  save: (draft: TextDraft<F>) => Promise<unknown>;
  /** The most characters each text takes (the server's limits): a longer one is not sent. */
  limits?: Partial<Record<F, number>>;
}

/**
 * A record's texts as the user types them, saved once typing pauses, when the record is left, and
 * again after a reload; a refused save keeps the text and says so, and `retry` tries again.
 */
export function useTextAutosave<F extends string>({ drafts, id, saved, save, limits = {} }: TextAutosaveOptions<F>) {
  const [draft, setDraft] = useState<TextDraft<F>>(() => drafts.read(id));
  const [state, setState] = useState<AutosaveState>(() => (Object.keys(draft).length ? 'pending' : 'idle'));
  const latest = useRef(draft);
  const timer = useRef<number | undefined>(undefined);

  const keep = (next: TextDraft<F>) => {
    latest.current = next;
    drafts.write(id, next);
    setDraft(next);
  };

  const flush = async () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    const sent = latest.current;
    if (!Object.keys(sent).length) return;
    // The server would refuse it: the text stays a draft, to be shortened, and its field names the limit.
    if ((Object.keys(sent) as F[]).some((field) => (sent[field] ?? '').length > (limits[field] ?? Infinity))) return setState('tooLong');
    setState('saving');
    try {
      await save(sent);
      // What was typed after this save began stays a draft, for the next one.
      const rest: TextDraft<F> = { ...latest.current };
      for (const field of Object.keys(sent) as F[]) if (rest[field] === sent[field]) delete rest[field];
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
    // Once per record: the component is keyed by it.
  }, []);

  const values = { ...saved } as Record<F, string>;
  for (const field of Object.keys(draft) as F[]) values[field] = draft[field]!;

  return {
    values,
    state,
    set: (field: F, value: string) => {
      keep({ ...latest.current, [field]: value });
      setState('pending');
      schedule();
    },
    retry: () => void flush(),
  };
}
