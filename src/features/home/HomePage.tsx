import { useTranslation } from 'react-i18next';
import { Heading, safeImageSource, Text } from '@/components';
import { displayedWallet, useUser, type User } from '@/features/user';
import { useSignedInName } from '@/lib/auth';
import { useFormatters } from '@/lib/i18n';
import * as styles from './HomePage.css';

/**
 * An e-mail address that, where its column is too narrow for it (a phone, Arabic's longer terms), wraps
 * after its `@` rather than inside the domain's name.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function UserSummary({ user }: { user: User }) {
  const { t } = useTranslation(['home', 'user']);
  const format = useFormatters();
  const photo = safeImageSource(user.profilePhoto);
  return (
    <section className={styles.card} aria-labelledby="home-user">
      {photo ? <img className={styles.avatar} src={photo} alt={user.fullName} /> : null}
      <div className={styles.details}>
        <Heading level={2} size={3} id="home-user">
          {user.fullName}
        </Heading>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('email')}</dt>
          <dd className={styles.definition}>
            <EmailAddress address={user.email} />
          </dd>
          <dt className={styles.term}>{t('role')}</dt>
          <dd className={styles.definition}>{t(`user:roles.${user.role}`)}</dd>
          {/* A guest has no presence: nobody calls an anonymous visitor. */}
          {user.role === 'ANONYMOUS' ? null : (
            <>
              <dt className={styles.term}>{t('status')}</dt>
              <dd className={styles.definition}>{t(`user:statuses.${user.status}`)}</dd>
            </>
          )}
          <dt className={styles.term}>{t('wallet')}</dt>
          <dd className={styles.definition}>{format.currency(displayedWallet(user.wallet))}</dd>
        </dl>
      </div>
    </section>
  );
}

/** The signed-in start page; shows who is signed in until the shell takes over. */
export function HomePage() {
  const { t } = useTranslation(['home', 'user']);
  const user = useUser();
  // The session's token names the user, so the greeting need not wait for the profile; the profile's
  // name, once loaded, is the current one (it may have been changed since the sign-in).
  const sessionName = useSignedInName();
  const name = user.data?.fullName ?? sessionName;

  return (
    <main className={styles.page} aria-labelledby="home-title">
      <Heading level={1} size={2} id="home-title">
        {name ? t('welcome', { name }) : t('title')}
      </Heading>
      {user.isPending ? (
        <Text tone="secondary" as="div">
          <span role="status">{t('common:loading')}</span>
        </Text>
      ) : user.isError ? (
        <>
          <Text tone="critical" as="div">
            <span role="alert">{t('loadFailed')}</span>
          </Text>
          <button type="button" className={styles.retry} onClick={() => void user.refetch()}>
            {t('common:retry')}
          </button>
        </>
      ) : (
        <UserSummary user={user.data} />
      )}
    </main>
  );
}
