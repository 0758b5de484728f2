import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  appHeader,
  appPage,
  appPanes,
  appSidebar,
  appSidebarHeading,
  appSidebarLink,
  appSidebarList,
  AppSidebarStatus,
  Banner,
  Dialog,
  EmptyState,
  Icon,
  lazyComponent,
  Masonry,
  OpenWhenLoaded,
  PageTitle,
  pressableArea,
  RetryBanner,
  Skeleton,
  TagManager,
  toasts,
  useConfirm,
} from '@/components';
import { QueryParamSearchField, useSearchQuery } from '@/features/search';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { unfetched } from '@/lib/query';
import { useDeleteNote, useNoteLabelChanges, useUpdateNote } from './api/change-notes';
import { useNoteLabels, useNotes } from './api/get-notes';
import { NoteCard } from './NoteCard';
import { TakeNote } from './TakeNote';
import { noteLimits, type Note } from './schemas';
import * as styles from './Notes.css';

type View = 'notes' | 'reminders' | 'archive';

const viewOf = (value: string | null): View => (value === 'reminders' || value === 'archive' ? value : 'notes');

const matches = (note: Note, query: string) => {
  const text = query.toLocaleLowerCase();
  return [note.title, note.content, ...note.tasks.map((task) => task.content)].some((part) => part.toLocaleLowerCase().includes(text));
};

/**
 * The open note's dialog (its date picker, picture picker and checklist) loads when a note is first
 * opened; the pointer or the keyboard reaching the notes starts it early.
 */
const NoteDialog = lazyComponent(() => import('./NoteDialog').then((module) => module.NoteDialog));

/**
 * The notes app: the views (notes, reminders, archive) and the labels beside the notes, a search,
 * "Take a note…" on top, the notes packed in columns, and the open note in a dialog. View, label,
 * search and open note live in the address.
 */
export function NotesPage() {
  const { t } = useTranslation('notes');
  const lang = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [params] = useSearchParams();
  const view = viewOf(params.get('view'));
  const labelId = params.get('label') ?? undefined;
  const query = useSearchQuery();
  const openId = params.get('note');
  const notes = useNotes();
  const labels = useNoteLabels();
  const missingLabels = unfetched([labels]);
  const labelsById = new Map((labels.data ?? []).map((label) => [label.id, label]));
  const label = labelId ? labelsById.get(labelId) : undefined;
  const here = { view: view === 'notes' ? undefined : view, label: labelId, query };
  const hrefOf = (state: { view?: 'reminders' | 'archive'; label?: string; note?: string }) => paths.notes(lang, { ...state, query });

  const inView = (note: Note) => (view === 'archive' ? note.archived : !note.archived && (view === 'notes' || note.reminder !== null));
  const shown = notes.data?.filter(
    (note) => inView(note) && (!labelId || note.labels.includes(labelId)) && (!query || matches(note, query)),
  );
  const open = openId ? notes.data?.find((note) => note.id === openId) : undefined;
  const close = () => void navigate(paths.notes(lang, here));

  const update = useUpdateNote(() => toasts.show({ tone: 'critical', title: t('changeFailed') }, { timeout: 0 }));
  const archive = (note: Note, archived: boolean) => {
    close();
    const title = note.title || t('untitled');
    update.mutate(
      { id: note.id, change: { archived } },
      { onSuccess: () => toasts.show({ tone: 'success', title: t(archived ? 'archived' : 'unarchived', { title }) }) },
    );
  };
  const remove = useDeleteNote((note) =>
    toasts.show({ tone: 'critical', title: t('deleteFailed', { title: note.title || t('untitled') }) }, { timeout: 0 }),
  );
  const deleteNote = async (note: Note) => {
    const title = note.title || t('untitled');
    const answer = await confirm({
      title: t('deleteTitle', { title }),
      message: t('deleteMessage'),
      confirmLabel: t('delete'),
      tone: 'danger',
    });
    if (answer !== 'confirmed') return;
    close();
    remove.mutate(note, { onSuccess: () => toasts.show({ tone: 'success', title: t('deleted', { title }) }) });
  };
  const labelChange = useNoteLabelChanges((failed) =>
    toasts.show(
      {
        tone: 'critical',
        title: t(`labelsManager.failed.${failed.kind}`, { title: failed.kind === 'create' ? failed.title : failed.tag.title }),
      },
      { timeout: 0 },
    ),
  );

  const viewLinks: { view: View; icon: 'light-bulb' | 'bell' | 'archive-box' }[] = [
    { view: 'notes', icon: 'light-bulb' },
    { view: 'reminders', icon: 'bell' },
    { view: 'archive', icon: 'archive-box' },
  ];
  const empty = query ? 'search' : labelId ? 'label' : view;

  return (
    <main className={appPage} aria-labelledby="notes-title">
      <header className={appHeader}>
        <PageTitle
          id="notes-title"
          title={label ? t('heading', { place: label.title }) : view === 'notes' ? t('title') : t('heading', { place: t(`view.${view}`) })}
          subtitle={shown ? t('count', { count: shown.length }) : null}
        />
        <div className={styles.actions}>
          <div className={styles.searchField}>
            <QueryParamSearchField label={t('search')} placeholder={t('searchPlaceholder')} />
          </div>
          <TagManager
            tags={labels.data ?? []}
            onChange={(labelEdit) => labelChange.mutate(labelEdit)}
            maxLength={noteLimits.labelTitle}
            deleteMessage={t('labelsManager.deleteMessage')}
            words={{
              tags: t('labelsManager.button'),
              manageTags: t('labelsManager.title'),
              newTag: t('labelsManager.newLabel'),
              tagTitleOf: t('labelsManager.labelOf', { title: '{title}' }),
              noTags: t('labelsManager.none'),
            }}
          />
        </div>
      </header>
      <div className={appPanes}>
        <nav aria-label={t('views')} className={appSidebar}>
          <ul className={appSidebarList}>
            {viewLinks.map((link) => (
              <li key={link.view}>
                <AriaLink
                  href={hrefOf(link.view === 'notes' ? {} : { view: link.view })}
                  className={`${pressableArea} ${appSidebarLink}`}
                  {...(!labelId && view === link.view ? { 'aria-current': 'page' as const } : {})}
                >
                  <Icon name={link.icon} size="sm" />
                  {t(`view.${link.view}`)}
                </AriaLink>
              </li>
            ))}
            <li aria-hidden className={appSidebarHeading}>
              {t('labelsHeading')}
            </li>
            <AppSidebarStatus
              isLoading={labels.isPending}
              rows={3}
              failed={missingLabels && { title: t('labelsFailed'), onRetry: missingLabels.retry }}
            />
            {(labels.data ?? []).map((entry) => (
              <li key={entry.id}>
                <AriaLink
                  href={hrefOf({ label: entry.id })}
                  className={`${pressableArea} ${appSidebarLink}`}
                  {...(labelId === entry.id ? { 'aria-current': 'page' as const } : {})}
                >
                  <Icon name="tag" size="sm" />
                  {entry.title}
                </AriaLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.body} {...NoteDialog.preloadWhenReached}>
          {view === 'notes' ? <TakeNote labelId={labelId} /> : null}
          {notes.isPending ? (
            <div role="status" aria-label={t('title')}>
              <Skeleton height="160px" />
            </div>
          ) : notes.isError && !notes.data ? (
            <RetryBanner title={t('loadFailed')} onRetry={() => void notes.refetch()} />
          ) : shown!.length === 0 ? (
            <EmptyState
              icon={view === 'archive' ? 'archive-box' : view === 'reminders' ? 'bell' : 'light-bulb'}
              title={t(`empty.${empty}`)}
              text={t(`empty.${empty}Text`, { query })}
              headingLevel={2}
            />
          ) : (
            <Masonry
              label={t('list')}
              items={shown!}
              getKey={(note) => note.id}
              renderItem={(note) => (
                <NoteCard
                  note={note}
                  labels={labelsById}
                  href={hrefOf({ ...(here.view ? { view: here.view } : {}), ...(labelId ? { label: labelId } : {}), note: note.id })}
                />
              )}
            />
          )}
        </div>
      </div>
      {open ? (
        <OpenWhenLoaded part={NoteDialog} onLoadFailed={close}>
          <NoteDialog key={open.id} note={open} onClose={close} onDelete={(note) => void deleteNote(note)} onArchive={archive} />
        </OpenWhenLoaded>
      ) : openId && notes.data ? (
        <Dialog title={t('noteDialog')} isOpen showClose onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
          <Banner tone="warning" title={t('notFound')} />
        </Dialog>
      ) : null}
    </main>
  );
}
