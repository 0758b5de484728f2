import { z } from '@/lib/validation';
import type { SearchResultSet } from '@/features/search';
import { isPageAccess, mayOpen, seesInMenu } from '@/features/user/page-access';
import { defineArea, endpoint } from '../api';
import { byName } from '../data/by-name';
import { menuEntries } from '../data/navigation';
import { contactsTable, includesText } from './apps-contacts';
import { tasksTable } from './apps-tasks';
import { localeOf } from './common-navigation';
import { sessionRole } from '../user-table';
import { searchEndpoints } from '@/features/search/endpoints';

/**
 * `POST api/common/search {query}` (spec points 2 and 7): contacts by name, menu pages by title
 * (English, or the German label where the menu table has one), tasks by title. A set without hits
 * is left out; a query under 2 characters finds nothing. A role finds only what it may open: the
 * pages its menu shows, contacts and tasks where the page-access table lets it open them.
 */
export const searchArea = defineArea('Search', [
  endpoint(
    searchEndpoints.search,
    {
      rule: 'Body {query}: result sets contacts, pages and tasks that match and the role may open (sets without hits left out); under 2 characters nothing.',
      body: z.object({ query: z.string() }),
    },
    ({ body, request }) => {
      const query = body.query.trim();
      if (query.length < 2) return [];
      const locale = localeOf(request);
      const role = sessionRole();

      const contacts = (mayOpen('contacts', role) ? contactsTable.all() : [])
        .filter((contact) => includesText(contact.name, query))
        .sort(byName)
        .map((contact) => ({ id: contact.id, name: contact.name, avatar: contact.avatar, link: `/apps/contacts/${contact.id}` }));
      const pages = menuEntries
        .filter((entry) => isPageAccess(entry.page) && seesInMenu(entry.page, role))
        .filter((entry) => includesText(entry.title, query) || includesText(entry.de, query))
        .map((entry) => ({
          id: entry.page,
          title: locale === 'de-AT' && entry.de ? entry.de : entry.title,
          link: `/${locale}/${entry.page}`,
        }));
      const tasks = (mayOpen('sample-apps', role) ? tasksTable.all() : [])
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
