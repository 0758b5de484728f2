import { useTranslation } from 'react-i18next';
import { appHeader, Avatar, EmptyState, Icon, isIconName, Link, PageTitle, RetryBanner, SafeHtml, Skeleton, textLink } from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { appLink, isExternalLink } from '@/lib/paths';
import * as styles from './Activities.css';
import { useActivities } from './api/get-activities';
import { groupByDay } from './group-by-day';
import type { ActivityEntry } from './schemas';

/** The activity feed (`/{lang}/pages/activities`): what happened, grouped by day, newest first. */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const query = useActivities();
  let body;
  if (query.data) {
    body = query.data.length ? (
      groupByDay(query.data).map((group) => <ActivityDay key={group.day} day={group.day} entries={group.entries} />)
    ) : (
      <EmptyState icon="bolt" title={t('empty')} text={t('emptyText')} headingLevel={2} />
    );
  } else if (query.isError)
    body = <RetryBanner title={t('loadFailed')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  else
    body = (
      <div role="status" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} shape="rect" height="56px" />
        ))}
      </div>
    );
  return (
    <main aria-labelledby="activities-title">
      <header className={appHeader}>
        <PageTitle id="activities-title" title={t('title')} subtitle={t('subtitle')} />
      </header>
      <div className={styles.body}>{body}</div>
    </main>
  );
}

function ActivityDay({ day, entries }: { day: string; entries: ActivityEntry[] }) {
  const { t } = useTranslation('activities');
  const format = useFormatters();
  const headingId = `activities-${day}`;
  const date = new Date(`${day}T12:00:00`);
  const today = new Date();
  const daysAgo = Math.round(
    (new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12).getTime() - date.getTime()) / 86_400_000,
  );
  const title = daysAgo === 0 ? t('today') : daysAgo === 1 ? t('yesterday') : format.date(date, { dateStyle: 'full' });
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.dayHeading}>
        {title}
      </h2>
      <ol className={styles.timeline}>
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const format = useFormatters();
  const lang = useLocale();
  return (
    <li className={styles.entry}>
      {entry.image ? (
        <Avatar name="" src={entry.image} decorative />
      ) : (
        <span className={styles.mark} aria-hidden="true">
          <Icon name={entry.icon && isIconName(entry.icon) ? entry.icon : 'bolt'} size="sm" />
        </span>
      )}
      <div className={styles.content}>
        <SafeHtml html={entry.description} />
        {entry.extraContent ? (
          <div className={styles.extra}>
            <SafeHtml html={entry.extraContent} profile="rich" as="div" />
          </div>
        ) : null}
        <span className={styles.meta}>
          <time dateTime={entry.date} title={format.date(entry.date, { dateStyle: 'full', timeStyle: 'short' })}>
            {format.relative(entry.date)} · {format.date(entry.date, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {entry.link && entry.linkedContent ? <ActivityLink entry={entry as ActivityEntry & { link: string }} lang={lang} /> : null}
        </span>
      </div>
    </li>
  );
}

/**
 * The entry's link: through the router when `useRouter` is set, a plain link otherwise (another site
 * in a new tab). A link the app refuses (`javascript:` and the like) is shown as its label only.
 */
function ActivityLink({ entry, lang }: { entry: ActivityEntry & { link: string }; lang: ReturnType<typeof useLocale> }) {
  const href = appLink(lang, entry.link);
  if (href === '#') return <span>{entry.linkedContent}</span>;
  if (isExternalLink(entry.link))
    return (
      <Link href={href} target="_blank">
        {entry.linkedContent}
      </Link>
    );
  if (entry.useRouter) return <Link href={href}>{entry.linkedContent}</Link>;
  // Without the router: a plain link, which loads the page anew.
  return (
    <a href={href} className={textLink}>
      {entry.linkedContent}
    </a>
  );
}
