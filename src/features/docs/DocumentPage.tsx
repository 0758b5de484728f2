import { useTranslation } from 'react-i18next';
import { appHeader, Link, PageTitle } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { DocumentView } from './DocumentView';
import * as styles from './Docs.css';
import type { DocumentId } from './schemas';

/** A document on a page of its own: where the shortcuts' documentation links lead. */
export function DocumentPage({ documentId }: { documentId: DocumentId }) {
  const { t } = useTranslation('docs');
  const locale = useLocale();
  return (
    <main className={styles.page} aria-labelledby="document-title">
      <header className={appHeader}>
        <PageTitle id="document-title" title={t(`documents.${documentId}.title`)} subtitle={t(`documents.${documentId}.subtitle`)} />
        <Link href={paths.markdown(locale, documentId)} appearance="secondary" icon="document-text">
          {t('openInMarkdownPage')}
        </Link>
      </header>
      <article className={styles.document}>
        <DocumentView documentId={documentId} />
      </article>
    </main>
  );
}

export const ChangelogPage = () => <DocumentPage documentId="changelog" />;

export const GettingStartedPage = () => <DocumentPage documentId="getting-started" />;
