import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon, IconButton, pressableArea, SafeHtml, safeImageSource } from '@/components';
import { datePatterns, formatDatePattern, useLocale } from '@/lib/i18n';
import { appLink, isExternalLink } from '@/lib/paths';
import * as styles from './InboxList.css';
import type { InboxEntry } from './types';

export interface InboxEntryItemProps<T extends InboxEntry> {
  entry: T;
  onToggleRead: (entry: T) => void;
  onRemove: (entry: T) => void;
  /** Told when the entry's link is followed (a panel closes then). */
  onOpen?: () => void;
}

/**
 * One message or notification: image (alt 'Message image') or icon, title on 1 line and description
 * on 2 (sanitised HTML), the time as 'MMM dd, h:mm a'; read toggle and remove at the end. With a
 * link, the entry opens it: in the app when `useRouter` is set, as a plain link otherwise.
 */
export function InboxEntryItem<T extends InboxEntry>({ entry, onToggleRead, onRemove, onOpen }: InboxEntryItemProps<T>) {
  const { t } = useTranslation('inbox');
  const lang = useLocale();
  const content = (
    <>
      <span className={styles.media}>
        {safeImageSource(entry.image) ? (
          <img className={styles.image} src={safeImageSource(entry.image)} alt={t('imageAlt')} />
        ) : (
          <Icon name={entry.icon ?? 'bell'} />
        )}
      </span>
      <span className={styles.text}>
        {entry.title ? (
          <span className={styles.title}>
            <SafeHtml html={entry.title} lines={1} />
          </span>
        ) : null}
        {entry.description ? (
          <span className={styles.description}>
            <SafeHtml html={entry.description} lines={2} />
          </span>
        ) : null}
        <time className={styles.time} dateTime={entry.time}>
          {formatDatePattern(entry.time, datePatterns.messageTime, lang)}
        </time>
      </span>
    </>
  );

  let main: ReactNode;
  if (entry.link && entry.useRouter) {
    main = (
      <AriaLink className={`${styles.main} ${pressableArea}`} href={appLink(lang, entry.link)} onPress={onOpen}>
        {content}
      </AriaLink>
    );
  } else if (entry.link) {
    const external = isExternalLink(entry.link);
    main = (
      <a
        className={`${styles.main} ${pressableArea}`}
        href={appLink(lang, entry.link)}
        onClick={onOpen}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {content}
      </a>
    );
  } else {
    main = <div className={styles.main}>{content}</div>;
  }

  return (
    <li className={styles.entry} {...(entry.read ? {} : { 'data-unread': '' })}>
      {entry.read ? null : <span className={styles.unreadDot} aria-hidden="true" />}
      {main}
      <div className={styles.actions}>
        <IconButton
          size="sm"
          icon={entry.read ? 'envelope' : 'envelope-open'}
          label={entry.read ? t('markAsUnread') : t('markAsRead')}
          onPress={() => onToggleRead(entry)}
        />
        <IconButton size="sm" icon="x-mark" label={t('remove')} onPress={() => onRemove(entry)} />
      </div>
    </li>
  );
}
