import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Avatar, cardLink, Checkbox, Icon, IconButton, labelDot, visuallyHidden } from '@/components';
import { useLocale } from '@/lib/i18n';
import { counterpartOf, firstLineOf, listDateOf } from './mail-text';
import * as styles from './Mailbox.css';
import type { Mail, MailLabel } from './schemas';

export interface MailRowProps {
  mail: Mail;
  /** Sent and drafts name the addressee, other lists the sender. */
  outgoing: boolean;
  /** Where the mail opens; none for a draft, which opens in the compose dialog. */
  href: string | undefined;
  /** Every label of the mailbox; the row shows the mail's own. */
  labels: readonly MailLabel[] | undefined;
  isCurrent: boolean;
  isSelected: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onStar: (mail: Mail) => void;
  onOpenDraft: (mail: Mail) => void;
}

/**
 * One mail of the list: who, subject, first line, date, marks. A component of its own, so that React
 * can pause between rows while it draws a page that arrived.
 */
export function MailRow({ mail, outgoing, href, labels, isCurrent, isSelected, onSelect, onStar, onOpenDraft }: MailRowProps) {
  const { t } = useTranslation('mailbox');
  const lang = useLocale();
  const who = counterpartOf(mail, outgoing, t('me'));
  const subject = mail.subject || t('noSubject');
  const linkClass = `${cardLink} ${styles.ellipsis} ${mail.unread ? styles.strong : ''}`;
  const mailLabels = (labels ?? []).filter((label) => mail.labels.includes(label.id));
  return (
    <li className={`${styles.row} ${mail.unread ? styles.unreadRow : ''}`} data-current={isCurrent}>
      <span className={styles.rowControl}>
        <Checkbox value={isSelected} onChange={(on) => onSelect(mail.id, on)}>
          <span className={visuallyHidden}>{t('select', { subject })}</span>
        </Checkbox>
      </span>
      <Avatar name={who} src={mail.from.avatar} size="sm" decorative />
      <div className={styles.rowText}>
        <span className={styles.rowLine}>
          <bdi className={`${styles.sender} ${mail.unread ? styles.strong : ''}`}>{who}</bdi>
        </span>
        {href === undefined ? (
          <AriaLink className={linkClass} onPress={() => onOpenDraft(mail)}>
            {`${t('draft')}: `}
            {subject}
          </AriaLink>
        ) : (
          <AriaLink href={href} className={linkClass} aria-label={`${mail.unread ? `${t('unreadMark')}, ` : ''}${who}: ${subject}`}>
            {subject}
          </AriaLink>
        )}
        <span className={styles.preview}>{firstLineOf(mail)}</span>
      </div>
      <div className={styles.rowEnd}>
        <time dateTime={mail.date}>{listDateOf(mail.date, new Date(), lang)}</time>
        <span className={styles.marks}>
          {mailLabels.map((label) => (
            <span key={label.id} className={labelDot[label.color]} role="img" aria-label={t('labelMark', { title: label.title })} />
          ))}
          {mail.attachments.length ? (
            <Icon name="paper-clip" size="sm" label={t('hasAttachments', { count: mail.attachments.length })} />
          ) : null}
          {mail.important ? <Icon name="exclamation-circle" size="sm" label={t('importantMark')} /> : null}
          <span className={styles.rowControl}>
            <IconButton
              icon="star"
              size="sm"
              variant="ghost"
              tooltip={false}
              label={mail.starred ? t('unstar', { subject }) : t('star', { subject })}
              isPressed={mail.starred}
              onPress={() => onStar(mail)}
            />
          </span>
        </span>
      </div>
    </li>
  );
}
