/**
 * The areas of the product menu (spec point 2) whose screens are not part of this version, by the
 * menu's id, which is also the page's path (`/{lang}/{id}`). The route table reads this list.
 */
export const productAreaIds = [
  'calendar',
  'company',
  'office',
  'customers',
  'interpreters',
  'communication-assistance',
  'payers',
  'manageEvents',
  'manageEventTopic',
  'accounts',
  'invoice',
  'videos',
] as const;

export type ProductArea = (typeof productAreaIds)[number];
