import { RetryBanner } from '../Banner/Banner';
import { useComponentMessages } from '../messages';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './AppSidebarStatus.css';

/** Stand-in titles of varied length, so that the rows read as entries, not as one block. */
const titleWidths = ['72%', '54%', '64%', '46%'];

export interface AppSidebarStatusProps {
  /** The entries are on their way: rows in their shape hold their place. */
  isLoading?: boolean;
  /** What could not be fetched, with a way to try again; null or absent while nothing failed. */
  failed?: { title: string; onRetry: () => void } | null;
  /** How many entries to hold places for while they load. */
  rows?: number;
}

/**
 * An entry of an app's own navigation (`appSidebarList`) for entries it does not have yet: rows in
 * their shape while they load, what failed and a retry when they could not be fetched, nothing once
 * they are there. A group of links that simply stayed away would read as a mailbox without folders.
 */
export function AppSidebarStatus({ isLoading = false, failed = null, rows = 3 }: AppSidebarStatusProps) {
  const text = useComponentMessages();
  if (failed) {
    return (
      <li className={styles.failed}>
        <RetryBanner title={failed.title} onRetry={failed.onRetry} />
      </li>
    );
  }
  if (!isLoading) return null;
  return (
    <li>
      <span role="status" aria-label={text.loading} className={styles.loading}>
        {Array.from({ length: rows }, (_, row) => (
          <span key={row} className={styles.row}>
            <Skeleton shape="circle" width="16px" />
            <Skeleton width={titleWidths[row % titleWidths.length]} />
          </span>
        ))}
      </span>
    </li>
  );
}
