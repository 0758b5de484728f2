import type { QueryKey } from '@tanstack/react-query';
import type { IdAndChange, TagContracts } from '@/lib/contract';
import { http } from '@/lib/http';
import { useOptimisticMutation } from './optimistic-mutation';

/** A tag as the tag endpoints have it; one shown before the server has named it is `pending`. */
export interface SavedTag {
  id: string;
  title: string;
  pending?: boolean;
}

/** What the user asked of the tags (the design system's tag manager says it in this shape). */
export type TagEdit<T extends SavedTag> = { kind: 'create'; title: string } | { kind: 'rename'; tag: T } | { kind: 'delete'; tag: T };

const pendingId = (title: string) => `pending:${title}`;

export interface TagChangesConfig<T extends SavedTag, K extends string> {
  /** The query that holds the tags, newest first. */
  tagsKey: QueryKey;
  /** The tag endpoint: `POST {tag}`, `PATCH {id, tag}`, `DELETE ?id` (template-apps.md point 7). */
  contracts: Pick<TagContracts<T, K>, 'rename' | 'remove'> & Partial<Pick<TagContracts<T, K>, 'create'>>;
  /** After the server has deleted a tag: what carried it (contacts, tasks...) is stale. */
  onDeleted: (tag: T) => void;
  onRolledBack: (change: TagEdit<T>) => void;
  /** What the payload calls one, as the contracts name it: `tag` unless the endpoint says otherwise (a note's `label`). */
  field?: K;
  /** How a tag is created where it is not `POST {tag: {title}}` (a board's labels belong to the board). */
  create?: (title: string) => Promise<T>;
}

/**
 * Creating, renaming and deleting tags, each shown at once and undone if the server refuses. A new
 * tag comes first, pending, with a stand-in id nobody can choose until the server names it.
 */
export function useTagChanges<T extends SavedTag, K extends string = 'tag'>({
  tagsKey,
  contracts,
  onDeleted,
  onRolledBack,
  field,
  create: createBy,
}: TagChangesConfig<T, K>) {
  // The field's name is the area's (`tag`, `label`): here it is any name, as the bodies below are built.
  const one: string = field ?? 'tag';
  const endpoints = contracts as Partial<Pick<TagContracts<T, string>, 'create'>> & Pick<TagContracts<T, string>, 'rename' | 'remove'>;
  const create =
    createBy ??
    ((title: string) => {
      if (!endpoints.create) throw new Error('A tag endpoint without a create contract needs a create function.');
      return http.call(endpoints.create, { body: { [one]: { title } } });
    });
  return useOptimisticMutation<T[], TagEdit<T>, T | boolean | null>({
    queryKey: tagsKey,
    mutationFn: (change) =>
      change.kind === 'create'
        ? create(change.title)
        : change.kind === 'rename'
          ? http.call(endpoints.rename, {
              body: { id: change.tag.id, [one]: { title: change.tag.title } } as IdAndChange<string, { title: string }>,
            })
          : http.call(endpoints.remove, { query: { id: change.tag.id } }),
    apply: (tags, change) =>
      change.kind === 'create'
        ? [{ id: pendingId(change.title), title: change.title, pending: true } as T, ...tags]
        : change.kind === 'rename'
          ? tags.map((tag) => (tag.id === change.tag.id ? change.tag : tag))
          : tags.filter((tag) => tag.id !== change.tag.id),
    settle: (tags, answer, change) =>
      change.kind === 'create' && typeof answer === 'object' && answer
        ? tags.map((tag) => (tag.id === pendingId(change.title) ? answer : tag))
        : tags,
    onSaved: (_answer, change) => {
      if (change.kind === 'delete') onDeleted(change.tag);
    },
    onRolledBack: (_error, change) => onRolledBack(change),
  });
}
