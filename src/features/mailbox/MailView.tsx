import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Avatar,
  Button,
  Chip,
  EmptyState,
  Heading,
  Icon,
  IconButton,
  labelDot,
  Link,
  Menu,
  MenuButton,
  MenuItem,
  RetryBanner,
  SafeHtml,
  safeImageSource,
  Text,
  toasts,
} from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useChangeMails } from './api/change-mailbox';
import { useMail, useMailFolders, useMailLabels } from './api/get-mailbox';
import * as styles from './Mailbox.css';
import { MailViewLoading } from './MailViewLoading';
import { addressOf, nameOf, splitAddresses, type Mail } from './schemas';

export type ReplyKind = 'reply' | 'replyAll' | 'forward';

export interface MailViewProps {
  mailId: string;
  /** Back to the list (on small screens the mail has the list's place). */
  listHref: string;
  onReply: (kind: ReplyKind, mail: Mail) => void;
}

/**
 * One mail: who wrote it to whom, when, its text with its line breaks (or its sanitised formatting),
 * its attachments; star, important, read, labels, spam and trash; reply, reply all, forward. Opened,
 * it counts as read.
 */
export function MailView({ mailId, listHref, onReply }: MailViewProps) {
  const { t } = useTranslation('mailbox');
  const format = useFormatters();
  const navigate = useNavigate();
  const mail = useMail(mailId);
  const folders = useMailFolders();
  const labels = useMailLabels();
  const change = useChangeMails(() => toasts.show({ tone: 'critical', title: t('changeFailed') }, { timeout: 0 }));
  const data = mail.data;
  const markRead = data?.unread ? data.id : null;

  // Opened is read: once, when the mail arrives unread.
  useEffect(() => {
    if (markRead) change.mutate({ ids: [markRead], change: { unread: false } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another unread mail opens
  }, [markRead]);

  if (mail.isPending) return <MailViewLoading />;
  if (mail.isError && !data)
    return (
      <div className={styles.view}>
        <RetryBanner title={t('mailFailed')} onRetry={() => void mail.refetch()} />
      </div>
    );
  if (!data) {
    return (
      <div className={styles.view}>
        <EmptyState icon="envelope" title={t('noMail')} headingLevel={2} action={<Link href={listHref}>{t('backToList')}</Link>} />
      </div>
    );
  }

  const subject = data.subject || t('noSubject');
  const set = (mailChange: Parameters<typeof change.mutate>[0]['change']) => change.mutate({ ids: [data.id], change: mailChange });
  // Marked unread or moved to another folder, the mail is done with here: back to the list, as in any mail client.
  const setAndLeave = (mailChange: Parameters<typeof set>[0]) => {
    set(mailChange);
    void navigate(listHref);
  };
  const folderId = (slug: string) => folders.data?.find((folder) => folder.slug === slug)?.id;
  const currentFolder = folders.data?.find((folder) => folder.id === data.folder)?.slug;
  const mailLabels = (labels.data ?? []).filter((label) => data.labels.includes(label.id));
  const sender = data.from.contact;
  const recipients: [string, string[]][] = [
    [t('to'), data.to === 'me' ? [t('me')] : splitAddresses(data.to)],
    [t('cc'), data.cc ?? []],
    [t('bcc'), data.bcc ?? []],
  ];

  return (
    <article className={styles.view} aria-labelledby="mail-subject">
      <header className={styles.viewHeader}>
        <div className={styles.viewActions}>
          <Link href={listHref} appearance="secondary">
            <Icon name="arrow-left" size="sm" mirrorInRtl />
            {t('backToList')}
          </Link>
        </div>
        <Heading level={2} size={3} id="mail-subject">
          <bdi>{subject}</bdi>
        </Heading>
        {mailLabels.length ? (
          <ul className={styles.chips} aria-label={t('labels')}>
            {mailLabels.map((label) => (
              <li key={label.id}>
                <Chip
                  onRemove={() => set({ labels: data.labels.filter((id) => id !== label.id) })}
                  removeLabel={t('removeLabel', { title: label.title })}
                >
                  <span className={styles.labelChip}>
                    <span className={labelDot[label.color]} aria-hidden />
                    {label.title}
                  </span>
                </Chip>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.viewActions} role="toolbar" aria-label={t('mailActions')}>
          <IconButton
            icon="star"
            label={data.starred ? t('unstarMail') : t('starMail')}
            isPressed={data.starred}
            onPress={() => set({ starred: !data.starred })}
          />
          <IconButton
            icon="exclamation-circle"
            label={data.important ? t('notImportant') : t('markImportant')}
            isPressed={data.important}
            onPress={() => set({ important: !data.important })}
          />
          <IconButton icon="envelope" label={t('markUnread')} onPress={() => setAndLeave({ unread: true })} />
          <MenuButton trigger={<IconButton icon="tag" label={t('bulk.label')} tooltip={false} />}>
            <Menu
              aria-label={t('bulk.label')}
              selectionMode="multiple"
              selectedKeys={data.labels}
              onSelectionChange={(keys) =>
                set({ labels: keys === 'all' ? (labels.data ?? []).map((label) => label.id) : [...keys].map(String) })
              }
            >
              {(labels.data ?? []).map((label) => (
                <MenuItem key={label.id} id={label.id} textValue={label.title}>
                  {label.title}
                </MenuItem>
              ))}
            </Menu>
          </MenuButton>
          {currentFolder !== 'spam' ? (
            <IconButton icon="exclamation-triangle" label={t('moveToSpam')} onPress={() => setAndLeave({ folder: folderId('spam')! })} />
          ) : (
            <IconButton icon="inbox" label={t('notSpam')} onPress={() => setAndLeave({ folder: folderId('inbox')! })} />
          )}
          {currentFolder !== 'trash' ? (
            <IconButton icon="trash" label={t('moveToTrash')} onPress={() => setAndLeave({ folder: folderId('trash')! })} />
          ) : (
            <IconButton icon="inbox" label={t('restore')} onPress={() => setAndLeave({ folder: folderId('inbox')! })} />
          )}
        </div>
      </header>
      <div className={styles.people}>
        <Avatar name={nameOf(sender)} src={data.from.avatar} size="md" decorative />
        <div>
          <Text weight="medium" as="span">
            <bdi>{nameOf(sender)}</bdi>
          </Text>{' '}
          <Text size="sm" tone="secondary" as="span">
            <bdi>&lt;{addressOf(sender)}&gt;</bdi>
          </Text>
        </div>
        <Text size="sm" tone="secondary" as="span">
          <time dateTime={data.date}>{format.date(data.date, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </Text>
      </div>
      <dl className={styles.addressLines}>
        {recipients
          .filter(([, people]) => people.length)
          .map(([term, people]) => (
            <div key={term} className={styles.addressLine}>
              <dt className={styles.addressTerm}>{term}</dt>
              <dd className={styles.addressValue}>
                <bdi>{people.join(', ')}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {data.html ? (
        <SafeHtml html={data.html} profile="rich" as="div" />
      ) : (
        <div className={styles.body} dir="auto">
          {data.content}
        </div>
      )}
      {data.attachments.length ? (
        <section aria-labelledby="mail-attachments">
          <Heading level={3} size={4} id="mail-attachments">
            {t('attachments', { count: data.attachments.length })}
          </Heading>
          <ul className={styles.attachments}>
            {data.attachments.map((file, index) => {
              // A preview address the app would not load (another site, a script) shows as the kind's icon.
              const preview = file.type === 'application/pdf' ? undefined : safeImageSource(file.preview);
              return (
                <li key={`${file.name}-${index}`} className={styles.attachment}>
                  <div className={styles.attachmentPreview}>
                    {preview ? (
                      <img src={preview} alt={t('previewOf', { name: file.name })} className={styles.attachmentImage} />
                    ) : (
                      <Icon
                        name={file.type === 'application/pdf' ? 'document-text' : 'photo'}
                        size="lg"
                        label={file.type === 'application/pdf' ? t('pdf') : t('picture')}
                      />
                    )}
                  </div>
                  <Text size="sm" weight="medium" as="span">
                    <bdi>{file.name}</bdi>
                  </Text>
                  <Text size="xs" tone="secondary" as="span">
                    {format.fileSize(file.size)}
                  </Text>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <div className={styles.replyActions}>
        <Button variant="secondary" icon="arrow-uturn-left" onPress={() => onReply('reply', data)}>
          {t('reply')}
        </Button>
        <Button variant="secondary" icon="arrow-uturn-left" onPress={() => onReply('replyAll', data)}>
          {t('replyAll')}
        </Button>
        <Button variant="secondary" icon="arrow-uturn-right" onPress={() => onReply('forward', data)}>
          {t('forward')}
        </Button>
      </div>
    </article>
  );
}
