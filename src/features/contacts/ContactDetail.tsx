import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Button,
  Chip,
  CountryFlag,
  EmptyState,
  Heading,
  Icon,
  lazyComponent,
  Link,
  OpenWhenLoaded,
  RetryBanner,
  SafeHtml,
  safeImageSource,
  Spinner,
  Text,
  type IconName,
} from '@/components';
import { useChats } from '@/features/quick-chat';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { contactDrafts } from './contact-form';
import { ContactDetailLoading } from './ContactDetailLoading';
import { ContactJob } from './ContactList';
import * as styles from './Contacts.css';
import type { Contact, ContactTag } from './schemas';
import { useContact, useContactTags } from './api/get-contacts';

/**
 * The form (with the form library, the date and image pickers and the country picker) loads when a
 * contact is first edited; the pointer or the keyboard reaching Edit starts it early.
 */
const ContactForm = lazyComponent(() => import('./ContactForm').then((module) => module.ContactForm));

export interface ContactDetailProps {
  contactId: string;
  /** Where "Back to the contacts" and Close lead: the list with its search. */
  listHref: string;
  onDelete: (contact: Contact) => void;
  /** Shown in a drawer, which has its own title and close button. */
  inDrawer?: boolean;
  /** Opened for editing (a contact just made). */
  startEditing?: boolean;
}

/** One contact: cover, avatar, name and job, then every detail it has. */
export function ContactDetail({ contactId, listHref, onDelete, inDrawer = false, startEditing = false }: ContactDetailProps) {
  const { t } = useTranslation('contacts');
  const contact = useContact(contactId);
  const tags = useContactTags();
  const lang = useLocale();
  // Contacts of the team chat are the address book's people: their conversation is one link away.
  const chat = useChats().data?.find((candidate) => candidate.contactId === contactId);
  // An edit left unsaved (another contact opened, a reload) opens again where it was.
  const [editing, setEditing] = useState(() => startEditing || !!contactDrafts.read(contactId));

  if (contact.isPending) return <ContactDetailLoading />;
  if (contact.isError) {
    return (
      <div className={styles.message}>
        <RetryBanner title={t('contactFailed')} onRetry={() => void contact.refetch()} />
      </div>
    );
  }
  if (!contact.data) {
    return (
      <div className={styles.message}>
        <EmptyState
          icon="users"
          title={t('notFound')}
          headingLevel={2}
          action={
            <Link href={listHref} appearance="secondary">
              {t('back')}
            </Link>
          }
        />
      </div>
    );
  }
  const person = contact.data;
  const cover = safeImageSource(person.background);
  return (
    <article aria-labelledby="contact-name">
      <div className={styles.cover} {...(cover ? { style: { backgroundImage: `url("${cover}")` } } : {})} />
      <div className={styles.detail}>
        <div className={styles.identity}>
          <span className={styles.avatarRing}>
            <Avatar name={person.name} src={person.avatar} size="xl" decorative />
          </span>
          <div className={styles.actions}>
            {chat ? (
              <Link href={paths.chat(lang, chat.id)} appearance="secondary" icon="chat-bubble-left-right">
                {t('message')}
              </Link>
            ) : null}
            {editing ? null : (
              <Button
                variant="secondary"
                icon="pencil-square"
                onHoverStart={() => void ContactForm.preload()}
                onFocus={() => void ContactForm.preload()}
                onPress={() => setEditing(true)}
              >
                {t('edit')}
              </Button>
            )}
            <Button variant="secondary" icon="trash" onPress={() => onDelete(person)}>
              {t('delete')}
            </Button>
            {inDrawer ? null : (
              <Link href={listHref} appearance="ghost" icon="x-mark">
                {t('close')}
              </Link>
            )}
          </div>
        </div>
        <div>
          <Heading level={2} size={3} id="contact-name">
            <bdi>{person.name}</bdi>
          </Heading>
          <ContactJob contact={person} whole />
        </div>
        {editing ? (
          <OpenWhenLoaded part={ContactForm} onLoadFailed={() => setEditing(false)} loading={<Spinner label={t('loadingForm')} />}>
            <ContactForm contact={person} tags={tags.data ?? []} onDone={() => setEditing(false)} />
          </OpenWhenLoaded>
        ) : (
          <ContactFacts contact={person} tags={tags.data ?? []} />
        )}
      </div>
    </article>
  );
}

function ContactFacts({ contact, tags }: { contact: Contact; tags: readonly ContactTag[] }) {
  const { t } = useTranslation('contacts');
  const lang = useLocale();
  const format = useFormatters();
  const regionName = useMemo(() => new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }), [lang]);
  const tagTitles = contact.tags.map((id) => tags.find((tag) => tag.id === id)?.title).filter((title): title is string => !!title);

  const facts: { key: string; icon: IconName; label: string; value: ReactNode }[] = [];
  if (contact.emails.length)
    facts.push({
      key: 'emails',
      icon: 'envelope',
      label: t('emails'),
      value: contact.emails.map(({ email, label }) => (
        <span key={email}>
          <Link href={`mailto:${email}`}>
            <bdi>{email}</bdi>
          </Link>{' '}
          <Text size="sm" tone="secondary">
            {t(`emailLabels.${label}`)}
          </Text>
        </span>
      )),
    });
  if (contact.phoneNumbers.length)
    facts.push({
      key: 'phones',
      icon: 'phone',
      label: t('phones'),
      value: contact.phoneNumbers.map(({ country, phoneNumber, label }, index) => (
        <span key={`${phoneNumber}-${index}`} className={styles.phone}>
          <CountryFlag iso={country} />
          <Link href={`tel:${phoneNumber}`}>
            <bdi dir="ltr">{phoneNumber}</bdi>
          </Link>{' '}
          <Text size="sm" tone="secondary">
            {t(`phoneLabels.${label}`)} · {regionName.of(country.toUpperCase())}
          </Text>
        </span>
      )),
    });
  if (contact.birthday)
    facts.push({
      key: 'birthday',
      icon: 'cake',
      label: t('birthday'),
      value: format.date(contact.birthday, { dateStyle: 'long', timeZone: 'UTC' }),
    });
  if (contact.address) facts.push({ key: 'address', icon: 'map-pin', label: t('address'), value: <bdi>{contact.address}</bdi> });
  if (contact.notes)
    facts.push({
      key: 'notes',
      icon: 'document-text',
      label: t('notes'),
      value: <SafeHtml html={contact.notes} profile="rich" as="div" />,
    });
  if (tagTitles.length)
    facts.push({
      key: 'tags',
      icon: 'tag',
      label: t('tags'),
      value: (
        <ul className={styles.tagList}>
          {tagTitles.map((title) => (
            <li key={title}>
              <Chip>{title}</Chip>
            </li>
          ))}
        </ul>
      ),
    });

  if (!facts.length) return <Text tone="secondary">{t('noDetails')}</Text>;
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.factRow}>
          <dt className={styles.factLabel}>
            <Icon name={fact.icon} size="sm" />
            {fact.label}
          </dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
