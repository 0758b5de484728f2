import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { shownBeforeSaved } from './leave-guard';
import { optimisticMutationOptions } from './optimistic-mutation';

type Item = { id: string; read: boolean };
const key = ['items'];

function setup(server: Item[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // `server` stays the test's own array: a test may change what the server holds.
  const fetches = vi.fn(async () => structuredClone(server));
  queryClient.setQueryDefaults(key, { queryFn: fetches });
  queryClient.setQueryData(key, structuredClone(server));
  // Something shows the list (as the top bar does), so a refetch reaches the server.
  new QueryObserver(queryClient, { queryKey: key, staleTime: Infinity }).subscribe(() => {});
  return { queryClient, fetches };
}

const markRead = (items: Item[], id: string) => items.map((item) => (item.id === id ? { ...item, read: true } : item));

describe('optimistic mutations', () => {
  it('shows the change before the server answers, then keeps the server answer', async () => {
    const server = [{ id: 'a', read: false }];
    const { queryClient, fetches } = setup(server);
    let answer!: (value: Item) => void;
    const observer = new MutationObserver(
      queryClient,
      optimisticMutationOptions<Item[], string, Item>(queryClient, {
        queryKey: key,
        mutationFn: () => new Promise<Item>((resolve) => (answer = resolve)),
        apply: markRead,
        settle: (items, saved) => items.map((item) => (item.id === saved.id ? saved : item)),
      }),
    );
    const done = observer.mutate('a');
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual([{ id: 'a', read: true }]));
    // Shown but not saved: the page's leave guard counts it until the answer.
    expect(queryClient.isMutating({ predicate: (mutation) => mutation.options.meta === shownBeforeSaved })).toBe(1);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer({ id: 'a', read: true });
    await done;
    expect(queryClient.isMutating({ predicate: (mutation) => mutation.options.meta === shownBeforeSaved })).toBe(0);
    expect(queryClient.getQueryData(key)).toEqual([{ id: 'a', read: true }]);
    // The answer was folded in: no second request was needed.
    expect(fetches).not.toHaveBeenCalled();
  });

  it("takes a refused change back to the server's state, says so, and asks the server again", async () => {
    const server = [{ id: 'a', read: false }];
    const { queryClient, fetches } = setup(server);
    const onRolledBack = vi.fn();
    const observer = new MutationObserver(
      queryClient,
      optimisticMutationOptions<Item[], string, Item>(queryClient, {
        queryKey: key,
        mutationFn: () => Promise.reject(new Error('refused')),
        apply: markRead,
        onRolledBack,
      }),
    );
    await expect(observer.mutate('a')).rejects.toThrow('refused');
    expect(queryClient.getQueryData(key)).toEqual([{ id: 'a', read: false }]);
    expect(onRolledBack).toHaveBeenCalledWith(expect.any(Error), 'a');
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('does not undo a later change still under way when an earlier one fails', async () => {
    const server = [
      { id: 'a', read: false },
      { id: 'b', read: false },
    ];
    const { queryClient } = setup(server);
    const answers = new Map<string, { resolve: (value: Item) => void; reject: (error: Error) => void }>();
    const options = optimisticMutationOptions<Item[], string, Item>(queryClient, {
      queryKey: key,
      mutationFn: (id) => new Promise<Item>((resolve, reject) => answers.set(id, { resolve, reject })),
      apply: markRead,
      settle: (items, saved) => items.map((item) => (item.id === saved.id ? saved : item)),
    });
    const pendingA = new MutationObserver(queryClient, options).mutate('a');
    await vi.waitFor(() => expect(answers.has('a')).toBe(true));
    const pendingB = new MutationObserver(queryClient, options).mutate('b');
    await vi.waitFor(() => expect(queryClient.getQueryData<Item[]>(key)?.find((item) => item.id === 'b')?.read).toBe(true));
    answers.get('a')?.reject(new Error('refused'));
    await expect(pendingA).rejects.toThrow();
    // a's snapshot predates b: restoring it would hide b's change while b is still being saved.
    expect(queryClient.getQueryData<Item[]>(key)?.find((item) => item.id === 'b')?.read).toBe(true);
    // b is sent only once a has ended.
    await vi.waitFor(() => expect(answers.has('b')).toBe(true));
    server[1] = { id: 'b', read: true };
    answers.get('b')?.resolve({ id: 'b', read: true });
    await pendingB;
    // When the last change has ended, the list is the server's again: a is unread, b is read.
    await vi.waitFor(() => expect(queryClient.getQueryData(key)).toEqual(server));
    expect(server[0]?.read).toBe(false);
  });

  it('sends changes to one query one after another, in the order they were made', async () => {
    const { queryClient } = setup([{ id: 'a', read: false }]);
    const sent: string[] = [];
    const answers: Array<() => void> = [];
    const options = optimisticMutationOptions<Item[], string, Item>(queryClient, {
      queryKey: key,
      mutationFn: (id) => {
        sent.push(id);
        return new Promise<Item>((resolve) => answers.push(() => resolve({ id: 'a', read: true })));
      },
      apply: markRead,
    });
    const first = new MutationObserver(queryClient, options).mutate('first');
    const second = new MutationObserver(queryClient, options).mutate('second');
    await vi.waitFor(() => expect(sent).toEqual(['first']));
    answers[0]?.();
    await first;
    await vi.waitFor(() => expect(sent).toEqual(['first', 'second']));
    answers[1]?.();
    await second;
  });

  it("does not fold in an earlier change's answer over a later change still under way", async () => {
    type Task = { id: string; steps: string[] };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server: Task[] = [{ id: 't', steps: [] }];
    queryClient.setQueryDefaults(key, { queryFn: async () => structuredClone(server) });
    queryClient.setQueryData(key, structuredClone(server));
    new QueryObserver(queryClient, { queryKey: key, staleTime: Infinity }).subscribe(() => {});
    const answers: Array<() => void> = [];
    const options = optimisticMutationOptions<Task[], string[], Task>(queryClient, {
      queryKey: key,
      // The server keeps the whole list of steps each change sends, and answers with it.
      mutationFn: (steps) =>
        new Promise<Task>((resolve) =>
          answers.push(() => {
            server[0] = { id: 't', steps };
            resolve(structuredClone(server[0]));
          }),
        ),
      apply: (tasks, steps) => tasks.map((task) => ({ ...task, steps })),
      settle: (tasks, saved) => tasks.map((task) => (task.id === saved.id ? saved : task)),
    });
    const shown = () => queryClient.getQueryData<Task[]>(key)?.[0]?.steps;
    const first = new MutationObserver(queryClient, options).mutate(['call']);
    const second = new MutationObserver(queryClient, options).mutate(['call', 'write']);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.();
    await first;
    // The first answer holds one step; the second change, shown but not yet saved, holds two.
    expect(shown()).toEqual(['call', 'write']);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.();
    await second;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'));
    expect(shown()).toEqual(['call', 'write']);
    expect(server[0]?.steps).toEqual(['call', 'write']);
  });

  it('leaves a fetch under the same key prefix alone (a conversation under its chat list)', async () => {
    const server = [{ id: 'a', read: false }];
    const { queryClient } = setup(server);
    let answer!: (value: string) => void;
    const conversation = queryClient.fetchQuery({
      queryKey: [...key, 'a'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const observer = new MutationObserver(
      queryClient,
      optimisticMutationOptions<Item[], string, Item>(queryClient, {
        queryKey: key,
        mutationFn: async (id) => ({ id, read: true }),
        apply: markRead,
        settle: (items, saved) => items.map((item) => (item.id === saved.id ? saved : item)),
      }),
    );
    await observer.mutate('a');
    answer('the conversation');
    await expect(conversation).resolves.toBe('the conversation');
    expect(queryClient.getQueryData([...key, 'a'])).toBe('the conversation');
  });

  it('shows a change in the same task as the action, so that a second change right after builds on it', async () => {
    const server = [
      { id: 'a', read: false },
      { id: 'b', read: false },
    ];
    const { queryClient } = setup(server);
    const options = optimisticMutationOptions<Item[], string, Item>(queryClient, {
      queryKey: key,
      mutationFn: async (id) => ({ id, read: true }),
      apply: markRead,
    });
    void new MutationObserver(queryClient, options).mutate('a');
    // No await in between: what the second change starts from must already hold the first.
    expect(queryClient.getQueryData(key)).toEqual([
      { id: 'a', read: true },
      { id: 'b', read: false },
    ]);
    void new MutationObserver(queryClient, options).mutate('b');
    expect(queryClient.getQueryData(key)).toEqual([
      { id: 'a', read: true },
      { id: 'b', read: true },
    ]);
  });

  it('keeps the change when a fetch that began before it is cancelled', async () => {
    const server = [{ id: 'a', read: false }];
    const { queryClient } = setup(server);
    let answerFetch!: (items: Item[]) => void;
    const fetching = queryClient
      .fetchQuery({ queryKey: key, queryFn: () => new Promise<Item[]>((resolve) => (answerFetch = resolve)) })
      .catch(() => undefined);
    await vi.waitFor(() => expect(answerFetch).toBeTypeOf('function'));
    const observer = new MutationObserver(
      queryClient,
      optimisticMutationOptions<Item[], string, Item>(queryClient, {
        queryKey: key,
        mutationFn: () => new Promise<Item>(() => undefined),
        apply: markRead,
      }),
    );
    void observer.mutate('a');
    // The fetch answers with the server's state from before the change, after the change was shown.
    answerFetch(structuredClone(server));
    await fetching;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'));
    expect(queryClient.getQueryData(key)).toEqual([{ id: 'a', read: true }]);
  });
});
