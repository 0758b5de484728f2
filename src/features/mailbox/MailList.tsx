import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Button,
  Checkbox,
  EmptyState,
  labelDot,
  Menu,
  MenuButton,
  MenuItem,
  Pagination,
  RetryBanner,
  Skeleton,
  toasts,
} from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useChangeMails, type MailsChange } from './api/change-mailbox';
import { useMailFolders, useMailLabels, useMailPage, type MailboxView } from './api/get-mailbox';
import * as styles from './Mailbox.css';
import { MailRow } from './MailRow';
import { mailsPerPage, type Mail, type MailChange } from './schemas';

export interface MailListProps {
  view: MailboxView;
  page: number;
  openMailId: string | undefined;
  /** The list's name, as the heading says it. */
  title: string;
  /** Hidden on small screens while a mail is open. */
  mailOpen: boolean;
  layout: 'right' | 'below';
  /** A draft opens in the compose dialog instead of the mail view. */
  onOpenDraft: (mail: Mail) => void;
}

const bulkMarks = ['read', 'unread', 'star', 'unstar', 'important', 'unimportant'] as const;
const markChange: Record<(typeof bulkMarks)[number], MailChange> = {
  read: { unread: false },
  unread: { unread: true },
  star: { starred: true },
  unstar: { starred: false },
  important: { important: true },
  unimportant: { important: false },
};

/**
 * One page of a folder, filter or label, newest first: who, subject, first line, date, marks.
 * Several can be ticked and changed at once. A page beyond the last leads to the last; the next
 * page loads under the one shown, which stays until it is there.
 */
export function MailList({ view, page, openMailId, title, mailOpen, layout, onOpenDraft }: MailListProps) {
  const { t } = useTranslation('mailbox');
  const lang = useLocale();
  const format = useFormatters();
  const navigate = useNavigate();
  const list = useMailPage(view, page);
  // The answer re-renders this list at once, blocking input; its rows follow in a render that
  // yields to the browser between slices (what was shown stays meanwhile). The data is deferred,
  // not the query's result, which is a new object on every render.
  const shownPage = useDeferredValue(list.data);
  // Whether those rows were another list's or page's, stood in while its answer came: deferred with
  // them, so the flag and the rows change in the same render.
  const shownWasStandIn = useDeferredValue(list.isPlaceholderData);
  const folders = useMailFolders();
  const labels = useMailLabels();
  const [selected, setSelected] = useState<string[]>([]);
  const [shownFor, setShownFor] = useState(`${view.kind}/${view.slug}/${page}`);
  // Another page or list starts with nothing ticked.
  if (shownFor !== `${view.kind}/${view.slug}/${page}`) {
    setShownFor(`${view.kind}/${view.slug}/${page}`);
    setSelected([]);
  }
  const change = useChangeMails(() => toasts.show({ tone: 'critical', title: t('changeFailed') }, { timeout: 0 }));
  const lastPage = list.data?.pagination.lastPage;
  const beyondLast = !!list.data && !list.data.mails && !list.isPlaceholderData;

  useEffect(() => {
    if (beyondLast && lastPage) void navigate(paths.mailbox(lang, { slug: view.slug, page: lastPage }), { replace: true });
  }, [beyondLast, lastPage, lang, navigate, view.slug]);

  const folderOf = (mail: Mail) => folders.data?.find((folder) => folder.id === mail.folder)?.slug;
  const outgoing = view.kind === 'folder' && (view.slug === 'sent' || view.slug === 'drafts');
  const mails = shownPage?.mails ?? [];
  const visibleSelected = selected.filter((id) => mails.some((mail) => mail.id === id));
  const select = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const star = (mail: Mail) => change.mutate({ ids: [mail.id], change: { starred: !mail.starred } });
  const act = (variables: Omit<MailsChange, 'ids'>) => {
    change.mutate({ ids: visibleSelected, ...variables });
    setSelected([]);
  };
  const pagination = shownPage?.mails ? shownPage.pagination : undefined;
  // The rows shown are not the answer yet: busy until it is there and drawn.
  const stale = list.isPlaceholderData || shownPage !== list.data;
  // Dimmed only while they are another list's or page's. The same list's fresh answer (after a change
  // was saved) waits one deferred render: dimming it for that moment would flicker after every change,
  // and its text would fail the contrast rule meanwhile.
  const dimmed = list.isPlaceholderData || shownWasStandIn;
  const className = [styles.listPane, layout === 'below' ? styles.belowListPane : ''].join(' ');

  return (
    <section className={className} aria-label={title} data-mail-open={mailOpen}>
      <div className={styles.toolbar}>
        <Checkbox
          value={mails.length > 0 && visibleSelected.length === mails.length}
          isIndeterminate={visibleSelected.length > 0 && visibleSelected.length < mails.length}
          isDisabled={mails.length === 0}
          onChange={(all) => setSelected(all ? mails.map((mail) => mail.id) : [])}
        >
          {visibleSelected.length ? t('selected', { count: visibleSelected.length }) : t('selectAll')}
        </Checkbox>
        {visibleSelected.length ? (
          <>
            <MenuButton
              placement="bottom start"
              trigger={
                <Button variant="secondary" size="sm" icon="envelope-open">
                  {t('bulk.mark')}
                </Button>
              }
            >
              <Menu aria-label={t('bulk.mark')} onAction={(key) => act({ change: markChange[key as (typeof bulkMarks)[number]] })}>
                {bulkMarks.map((mark) => (
                  <MenuItem key={mark} id={mark}>
                    {t(`bulk.${mark}`)}
                  </MenuItem>
                ))}
              </Menu>
            </MenuButton>
            <MenuButton
              placement="bottom start"
              trigger={
                <Button variant="secondary" size="sm" icon="tag">
                  {t('bulk.label')}
                </Button>
              }
            >
              <Menu aria-label={t('bulk.label')} onAction={(key) => act({ change: { labels: [String(key)] }, labels: 'add' })}>
                {(labels.data ?? []).map((label) => (
                  <MenuItem key={label.id} id={label.id} textValue={label.title}>
                    <span className={styles.labelChip}>
                      <span className={labelDot[label.color]} aria-hidden />
                      {label.title}
                    </span>
                  </MenuItem>
                ))}
              </Menu>
            </MenuButton>
            <MenuButton
              placement="bottom start"
              trigger={
                <Button variant="secondary" size="sm" icon="folder">
                  {t('bulk.move')}
                </Button>
              }
            >
              <Menu aria-label={t('bulk.move')} onAction={(key) => act({ change: { folder: String(key) } })}>
                {(folders.data ?? []).map((folder) => (
                  <MenuItem key={folder.id} id={folder.id} icon={folder.icon}>
                    {t(`folder.${folder.slug}`)}
                  </MenuItem>
                ))}
              </Menu>
            </MenuButton>
          </>
        ) : null}
        <div className={styles.toolbarEnd}>
          {pagination ? (
            <Pagination
              length={pagination.totalResults}
              size={mailsPerPage}
              page={pagination.currentPage - 1}
              lastPage={pagination.lastPage - 1}
              label={t('pages')}
              formatNumber={(value) => format.number(value)}
              onPageChange={(next) => void navigate(paths.mailbox(lang, { slug: view.slug, page: next + 1 }))}
            />
          ) : null}
        </div>
      </div>
      {beyondLast || (!shownPage && !list.isError) ? (
        <div role="status" aria-label={t('loading')} className={styles.list}>
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className={styles.row}>
              <Skeleton height="44px" />
            </div>
          ))}
        </div>
      ) : !shownPage ? (
        <RetryBanner title={t('loadFailed')} onRetry={() => void list.refetch()} />
      ) : mails.length === 0 ? (
        <EmptyState icon="inbox" title={t('empty', { title })} headingLevel={2} />
      ) : (
        <ul className={`${styles.list} ${dimmed ? styles.loadingList : ''}`} aria-label={title} aria-busy={stale}>
          {mails.map((mail) => (
            <MailRow
              key={mail.id}
              mail={mail}
              outgoing={outgoing}
              href={folderOf(mail) === 'drafts' ? undefined : paths.mailbox(lang, { slug: view.slug, page, mailId: mail.id })}
              labels={labels.data}
              isCurrent={mail.id === openMailId}
              isSelected={selected.includes(mail.id)}
              onSelect={select}
              onStar={star}
              onOpenDraft={onOpenDraft}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
