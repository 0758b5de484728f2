import { useTranslation } from 'react-i18next';
import { centeredPage, Heading, Text } from '@/components';
import * as styles from './ErrorPage.css';

export interface ErrorPageProps {
  /** Offer to reload: most failures of a route (a chunk that did not load) are cured by it. */
  onReload?: () => void;
}

export const reloadPage = () => window.location.reload();

/** Shown when a route fails to load or render, instead of a blank page. */
export function ErrorPage({ onReload = reloadPage }: ErrorPageProps) {
  const { t } = useTranslation('error-pages');
  return <ErrorScreen title={t('error.title')} message={t('error.message')} reload={t('error.reload')} onReload={onReload} />;
}

export interface ErrorScreenProps {
  title: string;
  message: string;
  /** The reload button's label. */
  reload: string;
  onReload: () => void;
}

/** The error page's look, with its words given: what the pages that cannot use the messages files draw. */
export function ErrorScreen({ title, message, reload, onReload }: ErrorScreenProps) {
  return (
    <main className={centeredPage} aria-labelledby="error-title">
      <Heading level={1} size={2} id="error-title">
        {title}
      </Heading>
      <Text tone="secondary" size="lg">
        {message}
      </Text>
      <button type="button" className={styles.action} onClick={onReload}>
        {reload}
      </button>
    </main>
  );
}
