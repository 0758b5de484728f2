import { z } from '@/lib/validation';
import type { SearchResultSet } from '@/features/search';
import { defineArea, endpoint } from '../api';
import { byName } from '../data/by-name';
import { menuEntries } from '../data/navigation';
import { contactsTable, includesText } from './apps-contacts';
import { tasksTable } from './apps-tasks';
import { localeOf } from './common-navigation';

/**
 * `POST api/common/search {query}` (spec points 2 and 7): contacts by name, menu pages by title
 * (English, or the German label where the menu table has one), tasks by title. A set without hits
 * is left out; a query under 2 characters finds nothing. Which pages a role may see is the menu's
 * rule, applied where the menu is (the client).
 */
export const searchArea = defineArea('Search', [
  endpoint.post(
    {
      path: 'api/common/search',
      rule: 'Body {query}: result sets contacts, pages and tasks that match (sets without hits left out); under 2 characters nothing.',
      body: z.object({ query: z.string() }),
    },
    ({ body, request }) => {
      const query = body.query.trim();
      if (query.length < 2) return [];
      const locale = localeOf(request);

      const contacts = contactsTable
        .all()
        .filter((contact) => includesText(contact.name, query))
        .sort(byName)
        .map((contact) => ({ id: contact.id, name: contact.name, avatar: contact.avatar, link: `/apps/contacts/${contact.id}` }));
      const pages = menuEntries
        .filter((entry) => includesText(entry.title, query) || includesText(entry.de, query))
        .map((entry) => ({ id: entry.page, title: locale === 'de-AT' && entry.de ? entry.de : entry.title, link: `/${locale}/${entry.page}` }));
      const tasks = tasksTable
        .all()
        .filter((task) => task.type === 'task' && includesText(task.title, query))
        .map((task) => ({ id: task.id, title: task.title, completed: task.completed, link: `/apps/tasks/${task.id}` }));

      const sets: SearchResultSet[] = [
        { id: 'contacts', label: 'Contacts', results: contacts },
        { id: 'pages', label: 'Pages', results: pages },
        { id: 'tasks', label: 'Tasks', results: tasks },
      ];
      return sets.filter((set) => set.results.length > 0);
    },
  ),
]);
