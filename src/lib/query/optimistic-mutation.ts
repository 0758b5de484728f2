import { shownBeforeSaved } from './leave-guard';
import { hashKey, useMutation, useQueryClient, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

export interface OptimisticMutationConfig<TCache, TVariables, TResult> {
  /** The cached query the change shows in at once. */
  queryKey: QueryKey;
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The cache as it looks with the change made. */
  apply: (cache: TCache, variables: TVariables) => TCache;
  /** The cache with the server's answer folded in; without it the query is fetched again. */
  settle?: (cache: TCache, result: TResult, variables: TVariables) => TCache;
  /** Told after a refused change was taken back, to say so. */
  onRolledBack?: (error: unknown, variables: TVariables) => void;
  /** Told once the server has the change: for other queries that show it, and for saying so. */
  onSaved?: (result: TResult, variables: TVariables) => void;
}

/** Queries whose refused change could not be taken back at once, because another was under way. */
const owedRefetch = new WeakMap<QueryClient, Set<string>>();

interface Snapshot<TCache> {
  previous: TCache | undefined;
}

/**
 * Mutation options for a change that shows before the server has answered (TanStack Query's
 * optimistic update through the cache). A refused change is taken back to the last known server
 * state, and the query is fetched again once no other change to it is under way, so what is shown
 * ends as the server's truth: nothing lost, nothing twice.
 */
export function optimisticMutationOptions<TCache, TVariables, TResult>(
  queryClient: QueryClient,
  { queryKey, mutationFn, apply, settle, onRolledBack, onSaved }: OptimisticMutationConfig<TCache, TVariables, TResult>,
): MutationOptions<TResult, unknown, TVariables, Snapshot<TCache>> {
  const mutationKey = [...queryKey, 'optimistic'];
  // During its own callbacks a mutation still counts as pending.
  const alone = () => queryClient.isMutating({ mutationKey }) <= 1;
  const hash = hashKey(queryKey);
  const owed = owedRefetch.get(queryClient) ?? new Set<string>();
  owedRefetch.set(queryClient, owed);
  return {
    mutationKey,
    // Changes to one query reach the server one after another, in the order they were made: two
    // quick changes that each send a whole record (a tick, then a move) must not arrive swapped.
    scope: { id: hash },
    mutationFn,
    meta: shownBeforeSaved,
    onMutate: async (variables) => {
      // Shown before anything is awaited, in the same task as the user's action: a second change made
      // right after (a tick, then a move) builds on the first instead of on what the cache held before
      // it, and a list that waits for a dropped row (react-aria's drop) finds it there.
      const previous = queryClient.getQueryData<TCache>(queryKey);
      if (previous !== undefined) queryClient.setQueryData<TCache>(queryKey, apply(previous, variables));
      // A fetch under way would answer with the state from before the change. Cancelling it keeps what
      // was set by hand since it began. Only this query: a cancelled fetch of another one under the
      // same key prefix (a conversation under the chat list) would stay pending without data.
      await queryClient.cancelQueries({ queryKey, exact: true });
      return { previous };
    },
    onError: (error, variables, snapshot) => {
      // With other changes under way the snapshot would undo them too: the last of them to end refetches.
      if (!alone()) owed.add(hash);
      else if (snapshot?.previous !== undefined) queryClient.setQueryData(queryKey, snapshot.previous);
      onRolledBack?.(error, variables);
    },
    onSuccess: (result, variables) => {
      // With a later change under way, this answer is older than what is shown and would undo that
      // change for a moment, or for good if the user builds on it: the last change to end refetches.
      if (!alone()) owed.add(hash);
      else if (settle)
        queryClient.setQueryData<TCache>(queryKey, (cache) => (cache === undefined ? cache : settle(cache, result, variables)));
      onSaved?.(result, variables);
    },
    onSettled: async (_result, error) => {
      if (!alone() || !(error || !settle || owed.has(hash))) return;
      owed.delete(hash);
      await queryClient.invalidateQueries({ queryKey });
    },
  };
}

/** The hook form of `optimisticMutationOptions`. */
export function useOptimisticMutation<TCache, TVariables, TResult>(config: OptimisticMutationConfig<TCache, TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation(optimisticMutationOptions(queryClient, config));
}
