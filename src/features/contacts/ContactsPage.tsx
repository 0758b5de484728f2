import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  appHeader,
  appHeaderNotice,
  appPage,
  Button,
  Drawer,
  EmptyState,
  lazyComponent,
  LazyPartBoundary,
  PageTitle,
  RetryBanner,
  Select,
  Skeleton,
  toasts,
  useConfirm,
} from '@/components';
import { QueryParamSearchField, useSearchQuery } from '@/features/search';
import { useLocale } from '@/lib/i18n';
import { useAltShortcut } from '@/lib/keyboard';
import { paths } from '@/lib/paths';
import { unfetched } from '@/lib/query';
import { useSmallScreen } from '@/lib/theme';
import { useCreateContact, useDeleteContact } from './api/change-contacts';
import { contactsKeys, useContacts, useContactTags } from './api/get-contacts';
import { ContactDetailLoading } from './ContactDetailLoading';
import { ContactList } from './ContactList';
import * as styles from './Contacts.css';
import { TagManager } from './TagManager';
import type { Contact } from './schemas';

/**
 * An open contact (with the sanitiser for its notes and the country flags) loads with the first one
 * opened; the pointer or the keyboard reaching the list starts it early.
 */
const ContactDetail = lazyComponent(() => import('./ContactDetail').then((module) => module.ContactDetail));

/**
 * The address book: the list by first letter with search and tag filter (both in the URL), and the
 * open contact beside it, or over it in a drawer on small screens. `/{lang}/contacts/{id}` opens one.
 */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const lang = useLocale();
  const navigate = useNavigate();
  const { contactId } = useParams();
  const location = useLocation();
  const startEditing = (location.state as { edit?: boolean } | null)?.edit === true;
  // Opened for editing once: a reload or a way back later shows the contact as it is. The wish is
  // taken out of the history entry at once, and kept here until another contact opens: the contact's
  // code may still be loading when the entry has changed.
  useEffect(() => {
    if (startEditing) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [startEditing, navigate, location.pathname, location.search]);
  const [editOnOpen, setEditOnOpen] = useState<string | undefined>();
  const editWanted = startEditing ? contactId : editOnOpen === contactId ? editOnOpen : undefined;
  if (editWanted !== editOnOpen) setEditOnOpen(editWanted);
  const [params, setParams] = useSearchParams();
  const query = useSearchQuery();
  const tagId = params.get('tag') ?? '';
  const search = { query, tag: tagId };
  const listHref = paths.contacts(lang, undefined, search);
  const smallScreen = useSmallScreen();
  const confirm = useConfirm();

  const list = useContacts(query);
  // The answer re-renders this page at once, blocking input; the list's rows follow in a render
  // that yields to the browser between slices (the skeleton stays meanwhile). The data is deferred,
  // not the query's result, which is a new object on every render.
  const contacts = useDeferredValue(list.data);
  const tags = useContactTags();
  const missingTags = unfetched([tags]);
  const shown = contacts?.filter((contact) => !tagId || contact.tags.includes(tagId));
  const [pinnedIds, setPinnedIds] = useState<string[]>([]);

  const create = useCreateContact(contactsKeys.list(query));
  const createContact = () => {
    if (create.isPending) return;
    create.mutate(undefined, {
      onSuccess: (created) => {
        setPinnedIds((ids) => [created.id, ...ids]);
        void navigate(paths.contacts(lang, created.id, search), { state: { edit: true } });
      },
      onError: () => toasts.show({ tone: 'critical', title: t('createFailed') }, { timeout: 0 }),
    });
  };
  // Alt+N makes a new contact, as the button's shortcut says, wherever focus is on the page.
  useAltShortcut('KeyN', createContact);

  const remove = useDeleteContact(contactsKeys.list(query), (contact) =>
    toasts.show({ tone: 'critical', title: t('deleteFailed', { name: contact.name }) }, { timeout: 0 }),
  );
  const deleteContact = async (contact: Contact) => {
    const answer = await confirm({
      title: t('deleteTitle', { name: contact.name }),
      message: t('deleteMessage'),
      confirmLabel: t('delete'),
      tone: 'danger',
    });
    if (answer !== 'confirmed') return;
    void navigate(listHref);
    remove.mutate(contact, { onSuccess: () => toasts.show({ tone: 'success', title: t('deleted', { name: contact.name }) }) });
  };

  const tagTitle = tags.data?.find((tag) => tag.id === tagId)?.title ?? '';
  const detail = contactId ? (
    <LazyPartBoundary part={ContactDetail} loading={<ContactDetailLoading />}>
      <ContactDetail
        key={contactId}
        contactId={contactId}
        listHref={listHref}
        onDelete={(contact) => void deleteContact(contact)}
        inDrawer={smallScreen}
        startEditing={!!contactId && contactId === editWanted}
      />
    </LazyPartBoundary>
  ) : null;

  return (
    <main className={appPage} aria-labelledby="contacts-title">
      <header className={appHeader}>
        <PageTitle id="contacts-title" title={t('title')} subtitle={shown ? t('count', { count: shown.length }) : null} />
        <div className={styles.filters}>
          <div className={styles.searchField}>
            <QueryParamSearchField label={t('search')} placeholder={t('searchPlaceholder')} />
          </div>
          <Select
            label={t('tag')}
            value={tagId || 'all'}
            onChange={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value && value !== 'all') next.set('tag', value);
                  else next.delete('tag');
                  return next;
                },
                { replace: true },
              )
            }
            options={[{ id: 'all', label: t('allTags') }, ...(tags.data ?? []).map((tag) => ({ id: tag.id, label: tag.title }))]}
          />
          <TagManager />
          <Button icon="plus" onPress={createContact} isLoading={create.isPending} aria-keyshortcuts="Alt+N">
            {t('newContact')}
          </Button>
        </div>
        {missingTags && shown ? (
          <div className={appHeaderNotice}>
            <RetryBanner title={t('tagsFailed')} onRetry={missingTags.retry} />
          </div>
        ) : null}
      </header>
      <div className={styles.panes}>
        <div className={styles.listPane} {...ContactDetail.preloadWhenReached}>
          {!shown && !list.isError ? (
            <div className={styles.message} role="status" aria-label={t('title')}>
              <Skeleton height="48px" />
            </div>
          ) : !shown ? (
            <div className={styles.message}>
              <RetryBanner title={t('loadFailed')} onRetry={() => void list.refetch()} />
            </div>
          ) : shown.length === 0 ? (
            <div className={styles.message}>
              {query || tagId ? (
                <EmptyState
                  icon="magnifying-glass"
                  title={t('noResultsTitle')}
                  text={query ? t('noResultsText', { query }) : t('noTaggedText', { tag: tagTitle })}
                  headingLevel={2}
                />
              ) : (
                <EmptyState icon="users" title={t('emptyTitle')} text={t('emptyText')} headingLevel={2} />
              )}
            </div>
          ) : (
            <ContactList contacts={shown} pinnedIds={pinnedIds} selectedId={contactId} search={search} />
          )}
        </div>
        {smallScreen ? (
          <Drawer
            title={t('title')}
            isOpen={!!contactId}
            onOpenChange={(open) => (open ? undefined : void navigate(listHref))}
            width="min(100vw, 480px)"
            flush
          >
            {detail}
          </Drawer>
        ) : (
          <div className={styles.detailPane}>
            {detail ?? (
              <div className={styles.message}>
                <EmptyState icon="user" title={t('chooseTitle')} text={t('chooseText')} headingLevel={2} />
              </div>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
