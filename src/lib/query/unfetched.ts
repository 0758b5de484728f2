/** What `unfetched` needs of a query: whether it failed, what it has, and how to ask again. */
export interface FetchedOrNot {
  isError: boolean;
  data: unknown;
  refetch: () => Promise<unknown>;
}

/** A query that failed before it ever had an answer: the page has none of it to show. */
export const isUnfetched = (query: Pick<FetchedOrNot, 'isError' | 'data'>) => query.isError && query.data === undefined;

/**
 * Of the lists a page reads beside its own (tags, members, categories, folders), those it has to
 * do without because they could not be fetched, with one retry for all of them; null when it has
 * them all or they are still on their way. A page shows what it has and says what it lacks, so that
 * tasks without their tags do not look like tasks that have none.
 */
export function unfetched(queries: readonly FetchedOrNot[]): { retry: () => void } | null {
  const failed = queries.filter(isUnfetched);
  return failed.length ? { retry: () => failed.forEach((query) => void query.refetch()) } : null;
}
