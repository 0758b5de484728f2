export { fillPath } from './path';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What one exchange with the server carries: the query string, the body and the `:name` parts of
 * the path it sends, and the answer it gets. A part the exchange does not have is left out.
 */
export interface Exchange {
  query?: object;
  body?: unknown;
  path?: Record<string, string>;
  answer: unknown;
}

/**
 * One endpoint, written once: its method and path, and (as a type only) what it sends and answers.
 * The feature's API functions call it through `http.call`, and the fake backend answers it with the
 * same value, so the two sides agree on the path, the method, the request and the answer.
 */
export interface Contract<M extends Method = Method, E extends Exchange = Exchange> {
  readonly method: M;
  readonly path: string;
  /** Never set: it carries the exchange's type to both sides. */
  readonly exchange?: E;
}

const contractFor =
  <M extends Method>(method: M) =>
  <E extends Exchange>(path: string): Contract<M, E> => ({ method, path });

/** `contract.patch<{ body: ...; answer: ... }>('api/...')`: an endpoint's contract, by its method. */
export const contract = {
  get: contractFor('GET'),
  post: contractFor('POST'),
  put: contractFor('PUT'),
  patch: contractFor('PATCH'),
  delete: contractFor('DELETE'),
};

/** The query of an endpoint that reads, changes or removes one record: `?id=`. */
export interface IdQuery {
  id: string;
}

/** The body of a change to one record, as the spec's endpoints take it: its `id` beside the change under its own name. */
export type IdAndChange<K extends string, C> = { id: string } & { [P in K]: C };

/** The tag endpoint every area with tags has: `POST {tag: {title}}`, `PATCH {id, tag: {title}}`, `DELETE ?id`. */
export function tagContracts<T, K extends string = 'tag'>(path: string) {
  return {
    create: contract.post<{ body: { [P in K]: { title: string } }; answer: T }>(path),
    rename: contract.patch<{ body: IdAndChange<K, { title: string }>; answer: T | null }>(path),
    remove: contract.delete<{ query: IdQuery; answer: boolean }>(path),
  };
}

export type TagContracts<T, K extends string = 'tag'> = ReturnType<typeof tagContracts<T, K>>;

/**
 * The read/unread list the spec gives messages and notifications alike (spec point 7): the list,
 * create `{entry}`, change `{id, entry}`, delete `?id` (answering the removed one) and mark-all-as-read.
 */
export function inboxContracts<T, K extends string>(path: string) {
  return {
    list: contract.get<{ answer: T[] }>(path),
    create: contract.post<{ body: { [P in K]: Partial<T> }; answer: T }>(path),
    change: contract.patch<{ body: IdAndChange<K, Partial<T>>; answer: T | null }>(path),
    remove: contract.delete<{ query: IdQuery; answer: T | null }>(path),
    markAllRead: contract.get<{ answer: boolean }>(`${path}/mark-all-as-read`),
  };
}

export type InboxContracts<T, K extends string> = ReturnType<typeof inboxContracts<T, K>>;
