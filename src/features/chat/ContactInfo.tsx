import { useTranslation } from 'react-i18next';
import { Avatar, CountryFlag, EmptyState, Heading, Icon, Link, RetryBanner, safeImageSource, Skeleton, Text } from '@/components';
import { useFormatters } from '@/lib/i18n';
import { useChatContact } from './api/get-chat-people';
import * as styles from './Chat.css';

/** A shared link is shown as a link only when it leads to a web page: never javascript:, data: or the like. */
function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** About the person of a chat: who they are, how to reach them, and what was shared (pictures, documents, links). */
export function ContactInfo({ contactId }: { contactId: string }) {
  const { t } = useTranslation('chat');
  const format = useFormatters();
  const contact = useChatContact(contactId);

  if (contact.isPending)
    return (
      <div className={styles.state} role="status" aria-label={t('loadingInfo')}>
        <Skeleton height="96px" />
      </div>
    );
  if (contact.isError)
    return (
      <div className={styles.state}>
        <RetryBanner title={t('infoFailed')} onRetry={() => void contact.refetch()} />
      </div>
    );
  if (!contact.data) return <EmptyState icon="user" title={t('infoMissing')} headingLevel={3} />;

  const { name, avatar, about, details, attachments } = contact.data;
  const media = attachments.media.map(safeImageSource).filter((src): src is string => !!src);
  const links = attachments.links.map(webAddress).filter((url): url is URL => !!url);
  return (
    <div className={styles.info}>
      <div className={styles.infoHead}>
        <Avatar name={name} src={avatar} size="xl" decorative />
        <Heading level={3} size={4}>
          <bdi>{name}</bdi>
        </Heading>
        {details.title || details.company ? (
          <Text size="sm" tone="secondary">
            <bdi>{[details.title, details.company].filter(Boolean).join(' · ')}</bdi>
          </Text>
        ) : null}
      </div>
      <section className={styles.infoSection} aria-labelledby="chat-info-about">
        <h4 className={styles.sectionTitle} id="chat-info-about">
          {t('about')}
        </h4>
        <Text size="sm">{about || t('noAbout')}</Text>
      </section>
      <section className={styles.infoSection} aria-labelledby="chat-info-details">
        <h4 className={styles.sectionTitle} id="chat-info-details">
          {t('details')}
        </h4>
        <ul className={styles.plainList}>
          {details.emails.map(({ email }) => (
            <li key={email} className={styles.infoLine}>
              <Icon name="envelope" size="sm" />
              <Link href={`mailto:${email}`}>
                <bdi>{email}</bdi>
              </Link>
            </li>
          ))}
          {details.phoneNumbers.map(({ country, phoneNumber }) => (
            <li key={`${country}${phoneNumber}`} className={styles.infoLine}>
              <CountryFlag iso={country} />
              <Link href={`tel:${phoneNumber}`}>
                <bdi dir="ltr">{phoneNumber}</bdi>
              </Link>
            </li>
          ))}
          {details.birthday ? (
            <li className={styles.infoLine}>
              <Icon name="cake" size="sm" />
              {format.date(details.birthday, { dateStyle: 'long', timeZone: 'UTC' })}
            </li>
          ) : null}
          {details.address ? (
            <li className={styles.infoLine}>
              <Icon name="map-pin" size="sm" />
              <bdi>{details.address}</bdi>
            </li>
          ) : null}
        </ul>
      </section>
      <section className={styles.infoSection} aria-labelledby="chat-info-media">
        <h4 className={styles.sectionTitle} id="chat-info-media">
          {t('media', { count: media.length })}
        </h4>
        {media.length ? (
          <ul className={styles.mediaGrid}>
            {media.map((src, index) => (
              <li key={index}>
                <img className={styles.mediaItem} src={src} alt={t('picture', { number: index + 1, name })} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" tone="secondary">
            {t('noMedia')}
          </Text>
        )}
      </section>
      <section className={styles.infoSection} aria-labelledby="chat-info-docs">
        <h4 className={styles.sectionTitle} id="chat-info-docs">
          {t('docs', { count: attachments.docs.length })}
        </h4>
        {attachments.docs.length ? (
          <ul className={styles.plainList}>
            {attachments.docs.map((doc) => (
              <li key={doc} className={styles.infoLine}>
                <Icon name="document" size="sm" />
                <bdi className={styles.ellipsis}>{doc}</bdi>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" tone="secondary">
            {t('noDocs')}
          </Text>
        )}
      </section>
      <section className={styles.infoSection} aria-labelledby="chat-info-links">
        <h4 className={styles.sectionTitle} id="chat-info-links">
          {t('links', { count: links.length })}
        </h4>
        {links.length ? (
          <ul className={styles.plainList}>
            {links.map((url) => (
              <li key={url.href} className={styles.infoLine}>
                <Icon name="link" size="sm" />
                <Link href={url.href} target="_blank">
                  <bdi dir="ltr">{url.host + (url.pathname === '/' ? '' : url.pathname)}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" tone="secondary">
            {t('noLinks')}
          </Text>
        )}
      </section>
    </div>
  );
}
