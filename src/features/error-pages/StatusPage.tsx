import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { centeredPage, Heading, Text } from '@/components';
import * as styles from './ErrorPage.css';

export interface StatusPageProps {
  /** The HTTP status the page stands for, drawn large (404, 403). */
  code: number;
  /** The heading's id, which names the page's landmark. */
  id: string;
  title: ReactNode;
  message: ReactNode;
}

/** A page that says why there is nothing to show here (not found, not allowed), with the way to the start page. */
export function StatusPage({ code, id, title, message }: StatusPageProps) {
  const { t } = useTranslation('error-pages');
  return (
    <main className={centeredPage} aria-labelledby={id}>
      <span className={styles.code} aria-hidden="true">
        {code}
      </span>
      <Heading level={1} size={2} id={id}>
        {title}
      </Heading>
      <Text tone="secondary" size="lg">
        {message}
      </Text>
      <Link className={styles.action} to="/">
        {t('notFound.backHome')}
      </Link>
    </main>
  );
}
