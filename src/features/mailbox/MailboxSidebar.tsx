import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  appSidebar,
  appSidebarHeading,
  appSidebarLink,
  appSidebarList,
  AppSidebarStatus,
  Icon,
  labelDot,
  pressableArea,
  type IconName,
} from '@/components';
import { useFormatters, useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { unfetched } from '@/lib/query';
import { useMailFilters, useMailFolders, useMailLabels } from './api/get-mailbox';
import * as styles from './Mailbox.css';

export interface MailboxSidebarProps {
  /** The slug shown, or `settings`. */
  current: string;
}

/** Folders with their unread counts, the filters, the labels in their colours, and the settings. */
export function MailboxSidebar({ current }: MailboxSidebarProps) {
  const { t } = useTranslation('mailbox');
  const lang = useLocale();
  const format = useFormatters();
  const folders = useMailFolders();
  const filters = useMailFilters();
  const labels = useMailLabels();
  // One message for whatever of the three could not be fetched, above them.
  const missing = unfetched([folders, filters, labels]);
  const currentProps = (slug: string) => (slug === current ? { 'aria-current': 'page' as const } : {});
  const link = `${pressableArea} ${appSidebarLink}`;

  return (
    <nav aria-label={t('places')} className={appSidebar}>
      <ul className={appSidebarList}>
        <AppSidebarStatus failed={missing && { title: t('placesFailed'), onRetry: missing.retry }} />
        <AppSidebarStatus isLoading={folders.isPending} rows={4} />
        {(folders.data ?? []).map((folder) => (
          <li key={folder.id}>
            <AriaLink href={paths.mailbox(lang, { slug: folder.slug })} className={link} {...currentProps(folder.slug)}>
              <Icon name={folder.icon as IconName} size="sm" />
              {t(`folder.${folder.slug}`)}
              {folder.count > 0 ? (
                <span className={styles.count} aria-label={t('unread', { count: folder.count })}>
                  {format.number(folder.count)}
                </span>
              ) : null}
            </AriaLink>
          </li>
        ))}
        <li aria-hidden className={appSidebarHeading}>
          {t('filters')}
        </li>
        <AppSidebarStatus isLoading={filters.isPending} rows={2} />
        {(filters.data ?? []).map((filter) => (
          <li key={filter.id}>
            <AriaLink href={paths.mailbox(lang, { slug: filter.slug })} className={link} {...currentProps(filter.slug)}>
              <Icon name={filter.icon as IconName} size="sm" />
              {t(`filter.${filter.slug}`)}
            </AriaLink>
          </li>
        ))}
        <li aria-hidden className={appSidebarHeading}>
          {t('labels')}
        </li>
        <AppSidebarStatus isLoading={labels.isPending} rows={3} />
        {(labels.data ?? []).map((label) => (
          <li key={label.id}>
            <AriaLink href={paths.mailbox(lang, { slug: label.slug })} className={link} {...currentProps(label.slug)}>
              <span className={labelDot[label.color]} aria-hidden />
              <bdi>{label.title}</bdi>
            </AriaLink>
          </li>
        ))}
        <li>
          <AriaLink href={paths.mailboxSettings(lang)} className={link} {...currentProps('settings')}>
            <Icon name="cog-6-tooth" size="sm" />
            {t('settings.title')}
          </AriaLink>
        </li>
      </ul>
    </nav>
  );
}
