import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { appHeader, PageTitle, Tabs } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { DocumentView } from './DocumentView';
import * as styles from './Docs.css';
import { Playground } from './Playground';
import type { DocumentId } from './schemas';

const tabs = ['changelog', 'getting-started', 'playground'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | undefined): value is Tab => tabs.includes(value as Tab);

/** The document a tab of the address shows: the changelog without one, none for the playground or an unknown tab. */
export const markdownTabDocument = (tab: string | undefined): DocumentId | undefined => {
  const shown = tab ?? 'changelog';
  return shown === 'changelog' || shown === 'getting-started' ? shown : undefined;
};

/**
 * The design system's markdown component at work (`/{lang}/ui/markdown/{tab}`): the product's
 * changelog, its getting-started guide, and a playground. The tab is part of the address.
 */
export function MarkdownPage() {
  const { t } = useTranslation('docs');
  const locale = useLocale();
  const navigate = useNavigate();
  const { tab } = useParams();
  if (tab !== undefined && !isTab(tab)) return <Navigate to={paths.markdown(locale)} replace />;
  const selected: Tab = tab ?? 'changelog';
  const document = (id: 'changelog' | 'getting-started') => (
    <article className={styles.document}>
      <DocumentView documentId={id} />
    </article>
  );
  return (
    <main className={styles.page} aria-labelledby="markdown-title">
      <header className={appHeader}>
        <PageTitle id="markdown-title" title={t('markdown.title')} subtitle={t('markdown.subtitle')} />
      </header>
      <div className={styles.tabs}>
        <Tabs
          label={t('markdown.tabs')}
          selectedKey={selected}
          onSelectionChange={(key) => void navigate(paths.markdown(locale, key as Tab))}
          items={[
            { id: 'changelog', label: t('documents.changelog.title'), content: document('changelog') },
            { id: 'getting-started', label: t('documents.getting-started.title'), content: document('getting-started') },
            { id: 'playground', label: t('playground.title'), content: <Playground /> },
          ]}
        />
      </div>
    </main>
  );
}
