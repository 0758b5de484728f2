import type { MailboxView } from './api/get-mailbox';
import { filterSlugs, folderSlugs } from './schemas';

/**
 * What the part of a mailbox address after `apps/mailbox/` names: `{folder|filter|label}/{page}/{mailId}`,
 * or `settings`. `page` is whatever stands there; the page sends a missing or wrong one to page 1.
 */
export function mailboxAddressOf(splat: string) {
  const [slug = '', pageText = '', mailId] = splat.split('/').filter(Boolean);
  return { slug, page: Number(pageText), mailId };
}

/** Whether a page number from an address is one the list can show. */
export const isPageNumber = (page: number) => Number.isInteger(page) && page >= 1;

/** The slug's kind: one of the five folders, a filter, or else a label of the user's. */
export const viewOf = (slug: string): MailboxView =>
  (folderSlugs as readonly string[]).includes(slug)
    ? { kind: 'folder', slug }
    : (filterSlugs as readonly string[]).includes(slug)
      ? { kind: 'filter', slug }
      : { kind: 'label', slug };
