import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, lazyComponent, LazyPartBoundary, RetryBanner, Skeleton, type IconName } from '@/components';
import type { InboxChanges } from './api/change-inbox';
import type { InboxEntryItemProps } from './InboxEntryItem';
import * as styles from './InboxList.css';
import type { InboxEntry } from './types';

/**
 * An entry (with the HTML sanitiser its text goes through) loads when a list first shows one: the
 * top bar's panels are on every page, and most pages never open them.
 */
const LazyInboxEntryItem = lazyComponent(() => import('./InboxEntryItem').then((module) => module.InboxEntryItem));
// The lazy component keeps the props but not the entry's type parameter.
const InboxEntryItem = LazyInboxEntryItem as unknown as <T extends InboxEntry>(props: InboxEntryItemProps<T>) => ReactNode;

function LoadingEntries() {
  const { t } = useTranslation('inbox');
  return (
    <div role="status" aria-label={t('loading')}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.placeholder}>
          <Skeleton shape="circle" width="40px" />
          <span className={styles.placeholderText}>
            <Skeleton width="60%" />
            <Skeleton />
            <Skeleton width="30%" />
          </span>
        </div>
      ))}
    </div>
  );
}

export interface InboxListProps<T extends InboxEntry> {
  entries: T[] | undefined;
  status: 'pending' | 'error' | 'success';
  changes: InboxChanges<T>;
  onRetry: () => void;
  empty: { icon: IconName; title: string; text: string };
  onOpen?: () => void;
  /** Names the list for assistive tech. */
  label: string;
}

/** The entries, or what stands in for them: placeholders while loading, the failure, the empty state. */
export function InboxList<T extends InboxEntry>({ entries, status, changes, onRetry, empty, onOpen, label }: InboxListProps<T>) {
  const { t } = useTranslation('inbox');
  if (status === 'pending') return <LoadingEntries />;
  if (status === 'error') {
    return (
      <div className={styles.state}>
        <RetryBanner title={t('loadFailed')} onRetry={onRetry} />
      </div>
    );
  }
  if (!entries?.length) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return (
    <LazyPartBoundary part={LazyInboxEntryItem} loading={<LoadingEntries />}>
      <ul className={styles.list} aria-label={label}>
        {entries.map((entry) => (
          <InboxEntryItem
            key={entry.id}
            entry={entry}
            onToggleRead={changes.toggleRead}
            onRemove={changes.remove}
            {...(onOpen ? { onOpen } : {})}
          />
        ))}
      </ul>
    </LazyPartBoundary>
  );
}
