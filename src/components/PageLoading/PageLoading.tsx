import { useId } from 'react';
import { FieldSkeleton } from '../Field/FieldSkeleton';
import { PageTitle } from '../PageTitle/PageTitle';
import { Skeleton } from '../Skeleton/Skeleton';
import { appHeader, appPage } from '../styles/page.css';
import * as styles from './PageLoading.css';

export interface PageLoadingProps {
  /** The page's title, in the words and place its own heading will have. */
  title: string;
  /** The line under the title, where the page has a fixed one; otherwise the line keeps its height. */
  subtitle?: string;
  /**
   * The field the page's header holds: a search (with its count of characters) or a select. Its place
   * is held, so that the header is as tall as the page's and the title does not move when the page comes.
   */
  headerField?: 'search' | 'select';
  /** Names the placeholder for assistive technology ("Loading…"). */
  loadingLabel: string;
}

/**
 * A page whose code is still on its way: its title at once, in the page's header, and placeholders
 * for the rest. The page replaces it whole; the title stays where it was.
 */
export function PageLoading({ title, subtitle, headerField, loadingLabel }: PageLoadingProps) {
  const titleId = useId();
  return (
    <main className={appPage} aria-labelledby={titleId} aria-busy="true">
      <header className={appHeader}>
        <PageTitle id={titleId} title={title} subtitle={subtitle ?? null} />
        {headerField ? (
          <span className={styles.headerField}>
            <FieldSkeleton hasCount={headerField === 'search'} />
          </span>
        ) : null}
      </header>
      <div className={styles.body} role="status" aria-label={loadingLabel}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} shape="rect" height="48px" />
        ))}
      </div>
    </main>
  );
}
