/**
 * The endpoints of contacts, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each path is written once.
 */
export const contactsEndpoints = {
  all: 'api/apps/contacts/all',
  avatar: 'api/apps/contacts/avatar',
  contact: 'api/apps/contacts/contact',
  countries: 'api/apps/contacts/countries',
  search: 'api/apps/contacts/search',
  tag: 'api/apps/contacts/tag',
  tags: 'api/apps/contacts/tags',
} as const;
