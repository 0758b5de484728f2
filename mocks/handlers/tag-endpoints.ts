import { z } from '@/lib/validation';
import type { PageAccess } from '@/features/user';
import type { TagContracts } from '@/lib/contract';
import { endpoint, idAndChange, idQuery, type Endpoint } from '../api';
import type { Collection } from '../collection';

interface Tag {
  id: string;
  title: string;
}

interface TagEndpointsOptions<K extends string> {
  /** The area's tag contracts (`api/apps/contacts/tag`). */
  contracts: TagContracts<Tag, K>;
  tags: Collection<Tag>;
  /** Takes a deleted tag's id from everything that carries it, called in the rule `carrier` ("contact", "task"). */
  strip: (id: string) => void;
  carrier: string;
  title: z.ZodMiniType<string>;
  /** What one is called in the payload and the rules, as the contracts name it: `tag` unless said (notes have labels). */
  field?: K;
  /** The page whose data the tags are: refused (403) to the roles that may not open it. */
  page: PageAccess;
}

/**
 * `POST`, `PATCH` and `DELETE` of a tag, the same in every area that has tags (contacts, tasks,
 * inventory): a new tag comes first, and a deleted one is stripped from everything that had it.
 */
export function tagEndpoints<K extends string = 'tag'>({
  contracts,
  tags,
  strip,
  carrier,
  title,
  field,
  page,
}: TagEndpointsOptions<K>): Endpoint[] {
  const pageEndpoint = endpoint.of(page);
  // The field's name is the area's (`tag`, `label`): here it is any name, as the schemas below build it.
  const one: string = field ?? 'tag';
  const { create, rename, remove } = contracts as unknown as TagContracts<Tag, string>;
  return [
    pageEndpoint(
      create,
      {
        rule: `Body {${one}: {title}}: the ${one} with a new id, first in the list.`,
        body: z.object({ [one]: z.object({ title }) }),
      },
      ({ body }) => tags.insert({ id: crypto.randomUUID(), title: body[one]!.title }),
    ),
    pageEndpoint(
      rename,
      {
        rule: `Body {id, ${one}: {title}}: the renamed ${one}, null for an unknown id.`,
        body: idAndChange(one, z.object({ title })),
      },
      // `one` is any name, so the body's type cannot tell `id` from it: each is read as what its schema checked.
      ({ body }) => tags.patch(body.id as unknown as string, { title: (body[one] as { title: string }).title }),
    ),
    pageEndpoint(
      remove,
      { rule: `Query id: removes the ${one} and strips it from every ${carrier}; true.`, query: idQuery },
      ({ query }) => {
        tags.remove(query.id);
        strip(query.id);
        return true;
      },
    ),
  ];
}
