import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import {
  appHeader,
  appPage,
  appPanes,
  Button,
  EmptyState,
  lazyComponent,
  LazyPartBoundary,
  Link,
  OpenWhenLoaded,
  PageTitle,
  Skeleton,
  toasts,
} from '@/components';
import { useShellUser } from '@/features/shell';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMailLabels, useMailSettings } from './api/get-mailbox';
import { answerTo, composeDraft, emptyCompose, fromDraft, hasWriting, type ComposeValues } from './compose';
import { isPageNumber, mailboxAddressOf, viewOf } from './mailbox-address';
import { MailboxSidebar } from './MailboxSidebar';
import { MailList } from './MailList';
import { MailViewLoading } from './MailViewLoading';
import type { ReplyKind } from './MailView';
import * as styles from './Mailbox.css';
import type { Mail } from './schemas';

/*
 * An open mail (with the sanitiser for its text), the compose dialog (with its editor's frame) and
 * the settings load when first shown; the pointer or the keyboard reaching the list, an open mail or
 * Compose starts the first two early.
 */
const MailView = lazyComponent(() => import('./MailView').then((module) => module.MailView));
const ComposeDialog = lazyComponent(() => import('./ComposeDialog').then((module) => module.ComposeDialog));
const MailboxSettings = lazyComponent(() => import('./MailboxSettings').then((module) => module.MailboxSettings));

/**
 * The mailbox (`/{lang}/apps/mailbox/{folder|filter|label}/{page}/{mailId}`, and `…/settings`):
 * folders, filters and labels beside the list, the open mail beside or under it as the settings
 * say, and the compose dialog. Everything that is shown lives in the address.
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const lang = useLocale();
  const { slug, page, mailId } = mailboxAddressOf(useParams()['*'] ?? '');
  const settings = useMailSettings();
  const labels = useMailLabels();
  const { user } = useShellUser();
  // A mail being written when the tab was reloaded opens again, as it was.
  const [compose, setCompose] = useState<ComposeValues | null>(() => (composeDraft.wasOpen() ? (composeDraft.read() ?? null) : null));

  const openCompose = (values: ComposeValues | null) => {
    const kept = composeDraft.read();
    // A mail already started is never replaced by another: it opens first, to be sent, saved or discarded.
    if (kept && hasWriting(kept)) {
      if (values) toasts.show({ tone: 'info', title: t('finishFirst') });
      setCompose(kept);
    } else {
      const start = values ?? emptyCompose;
      composeDraft.write(start);
      setCompose(start);
    }
    composeDraft.setOpen(true);
  };
  const closeCompose = () => {
    composeDraft.setOpen(false);
    setCompose(null);
  };
  const answer = (kind: ReplyKind, mail: Mail) =>
    openCompose(
      answerTo(mail, kind, t('quoteIntro', { name: mail.from.contact, date: new Date(mail.date).toLocaleString(lang) }), user?.email ?? ''),
    );

  if (!slug) return <Navigate to={paths.mailbox(lang)} replace />;
  if (slug !== 'settings' && !isPageNumber(page)) return <Navigate to={paths.mailbox(lang, { slug })} replace />;

  const view = viewOf(slug);
  const label = view.kind === 'label' ? labels.data?.find((candidate) => candidate.slug === slug) : undefined;
  const unknownLabel = view.kind === 'label' && !!labels.data && !label;
  const title = slug === 'settings' ? t('settings.title') : view.kind === 'label' ? (label?.title ?? '') : t(`${view.kind}.${slug}`);
  const layout = settings.data?.messageLayout ?? 'right';
  const listHref = paths.mailbox(lang, { slug, page });

  return (
    <main className={appPage} aria-labelledby="mailbox-title">
      <header className={appHeader}>
        <PageTitle id="mailbox-title" title={title ? t('heading', { place: title }) : t('title')} subtitle={user?.email ?? null} />
        <div className={styles.headerActions}>
          <Button
            icon="pencil-square"
            onHoverStart={() => void ComposeDialog.preload()}
            onFocus={() => void ComposeDialog.preload()}
            onPress={() => openCompose(null)}
          >
            {t('compose')}
          </Button>
        </div>
      </header>
      <div className={appPanes}>
        <MailboxSidebar current={slug} />
        {slug === 'settings' ? (
          <LazyPartBoundary
            part={MailboxSettings}
            loading={
              <div role="status" aria-label={t('settings.loading')} className={styles.settings}>
                <Skeleton height="200px" />
              </div>
            }
          >
            <MailboxSettings />
          </LazyPartBoundary>
        ) : unknownLabel ? (
          <EmptyState
            icon="tag"
            title={t('unknownPlace')}
            headingLevel={2}
            action={<Link href={paths.mailbox(lang)}>{t('toInbox')}</Link>}
          />
        ) : (
          <div className={styles.contentLayout[layout]} {...MailView.preloadWhenReached}>
            <MailList
              view={view}
              page={page}
              openMailId={mailId}
              title={title}
              mailOpen={!!mailId}
              layout={layout}
              onOpenDraft={(mail) => openCompose(fromDraft(mail))}
            />
            {mailId ? (
              <div className={styles.mailPane} {...ComposeDialog.preloadWhenReached}>
                <LazyPartBoundary part={MailView} loading={<MailViewLoading />}>
                  <MailView key={mailId} mailId={mailId} listHref={listHref} onReply={answer} />
                </LazyPartBoundary>
              </div>
            ) : (
              <div className={styles.noMailPane}>
                <EmptyState icon="envelope-open" title={t('noMailOpen')} headingLevel={2} />
              </div>
            )}
          </div>
        )}
      </div>
      {compose ? (
        <OpenWhenLoaded part={ComposeDialog} onLoadFailed={closeCompose}>
          <ComposeDialog initial={compose} onClose={closeCompose} />
        </OpenWhenLoaded>
      ) : null}
    </main>
  );
}
