import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar, GroupedVirtualList, listRow, type VirtualGroup } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { groupByInitial } from './contact-groups';
import * as styles from './Contacts.css';
import type { Contact } from './schemas';

export interface ContactListProps {
  contacts: readonly Contact[];
  /** Contacts made on this page: they stay on top, under "Just added", until the page is left. */
  pinnedIds: readonly string[];
  selectedId: string | undefined;
  /** The list's query and tag, kept when a contact opens. */
  search: { query?: string; tag?: string };
}

/** The address book by first letter, only the rows in view rendered. */
export function ContactList({ contacts, pinnedIds, selectedId, search }: ContactListProps) {
  const { t } = useTranslation('contacts');
  const lang = useLocale();
  const groups = useMemo((): VirtualGroup<Contact>[] => {
    const pinned = pinnedIds.map((id) => contacts.find((contact) => contact.id === id)).filter((contact): contact is Contact => !!contact);
    const rest = contacts.filter((contact) => !pinnedIds.includes(contact.id));
    return [
      ...(pinned.length ? [{ key: 'just-added', label: t('justAdded'), items: pinned }] : []),
      ...groupByInitial(rest, lang).map((group) => ({ key: group.letter, label: group.letter, items: group.contacts })),
    ];
  }, [contacts, pinnedIds, lang, t]);

  return (
    <GroupedVirtualList
      label={t('list')}
      groups={groups}
      getKey={(contact) => contact.id}
      estimateSize={64}
      height="100%"
      headingLevel={2}
      renderItem={(contact) => (
        <RouterLink
          to={paths.contacts(lang, contact.id, search)}
          className={listRow}
          {...(contact.id === selectedId ? { 'aria-current': 'page' as const } : {})}
        >
          <Avatar name={contact.name} src={contact.avatar} decorative />
          <span className={styles.rowText}>
            <bdi className={styles.ellipsis}>{contact.name}</bdi>
            <ContactJob contact={contact} />
          </span>
        </RouterLink>
      )}
    />
  );
}

/**
 * Title and company, as far as the contact has them: on one line in the list, each cut short at its
 * own end where the line is too narrow, or `whole` over as many lines as they need.
 */
export function ContactJob({ contact, whole = false }: { contact: Contact; whole?: boolean }) {
  const job = [contact.title, contact.company].filter(Boolean);
  if (!job.length) return null;
  return (
    <span className={`${whole ? styles.wholeLines : styles.oneLineParts} ${styles.secondaryLine}`}>
      {job.map((part, index) => (
        <Fragment key={index}>
          {index ? <span className={whole ? undefined : styles.separator}>{' · '}</span> : null}
          <bdi className={whole ? undefined : styles.part}>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
