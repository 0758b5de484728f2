import { useTranslation } from 'react-i18next';
import { Avatar, Icon, IconWithTooltip } from '@/components';
import { displayedWallet, type User } from '@/features/user';
import { useFormatters } from '@/lib/i18n';
import { useOwnPresence } from './use-own-presence';
import * as styles from './UserBlock.css';

/**
 * The classy navigation's head: the user's photo (a broken one falls back to the default avatar),
 * name, the verified-by-center badge for customers, and the wallet balance.
 */
export function UserBlock({ user, compact = false }: { user: User; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const format = useFormatters();
  const { presence } = useOwnPresence(user.status);
  return (
    <div className={styles.block} data-compact={compact || undefined}>
      <Avatar name={user.fullName} src={user.profilePhoto} size={compact ? 'md' : 'xl'} status={presence} decorative />
      <div className={styles.identity}>
        <span className={styles.name}>
          <bdi>{user.fullName}</bdi>
          {user.role === 'CUSTOMER' ? (
            <IconWithTooltip
              icon="check-badge"
              tone={user.verifiedByCenter ? 'info' : 'neutral'}
              label={user.verifiedByCenter ? t('verifiedByCenter') : t('notVerified')}
            />
          ) : null}
        </span>
        <span className={styles.email}>{user.email}</span>
      </div>
      <div className={styles.wallet}>
        <Icon name="wallet" size="sm" />
        <span>
          {t('wallet')}: <strong>{format.currency(displayedWallet(user.wallet))}</strong>
        </span>
      </div>
    </div>
  );
}
