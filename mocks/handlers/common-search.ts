import { http, HttpResponse } from 'msw';
import type { SearchResultSet } from '@/features/search';
import { byName } from '../data/contacts';
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
export const searchHandlers = [
  http.post('*/api/common/search', async ({ request }) => {
    const { query: raw } = ((await request.json().catch(() => null)) ?? {}) as { query?: unknown };
    const query = typeof raw === 'string' ? raw.trim() : '';
    if (query.length < 2) return HttpResponse.json([]);
    const locale = localeOf(request);

    const contacts = contactsTable
      .get()
      .filter((contact) => includesText(contact.name, query))
      .sort(byName)
      .map((contact) => ({ id: contact.id, name: contact.name, avatar: contact.avatar, link: `/apps/contacts/${contact.id}` }));
    const pages = menuEntries
      .filter((entry) => includesText(entry.title, query) || includesText(entry.de, query))
      .map((entry) => ({ id: entry.page, title: locale === 'de-AT' && entry.de ? entry.de : entry.title, link: `/${locale}/${entry.page}` }));
    const tasks = tasksTable
      .get()
      .filter((task) => task.type === 'task' && includesText(task.title, query))
      .map((task) => ({ id: task.id, title: task.title, completed: task.completed, link: `/apps/tasks/${task.id}` }));

    const sets: SearchResultSet[] = [
      { id: 'contacts', label: 'Contacts', results: contacts },
      { id: 'pages', label: 'Pages', results: pages },
      { id: 'tasks', label: 'Tasks', results: tasks },
    ];
    return HttpResponse.json(sets.filter((set) => set.results.length > 0));
  }),
];
