import { z } from '@/lib/validation';
import { endpoint, idQuery, type Endpoint } from '../api';
import type { Collection } from '../collection';

interface TagEndpointsOptions {
  /** The tag path, as the spec writes it (`api/apps/contacts/tag`). */
  path: string;
  tags: Collection<{ id: string; title: string }>;
  /** What carries the tags, and the word for one of them in the rule ("contact", "task"). */
  carriers: { removeReference: (field: 'tags', id: string) => void };
  carrier: string;
  title: z.ZodType<string>;
}

/**
 * `POST`, `PATCH` and `DELETE` of a tag, the same in every area that has tags (contacts, tasks,
 * inventory): a new tag comes first, and a deleted one is stripped from everything that had it.
 */
export function tagEndpoints({ path, tags, carriers, carrier, title }: TagEndpointsOptions): Endpoint[] {
  return [
    endpoint.post(
      { path, rule: 'Body {tag: {title}}: the tag with a new id, first in the list.', body: z.object({ tag: z.object({ title }) }) },
      ({ body }) => tags.insert({ id: crypto.randomUUID(), title: body.tag.title }),
    ),
    endpoint.patch(
      { path, rule: 'Body {id, tag: {title}}: the renamed tag, null for an unknown id.', body: z.object({ id: z.string().min(1), tag: z.object({ title }) }) },
      ({ body }) => tags.patch(body.id, { title: body.tag.title }),
    ),
    endpoint.delete({ path, rule: `Query id: removes the tag and strips it from every ${carrier}; true.`, query: idQuery }, ({ query }) => {
      tags.remove(query.id);
      carriers.removeReference('tags', query.id);
      return true;
    }),
  ];
}
