import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Logo, Text } from '@/components';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links to the neighbouring pages (sign up, back to sign in). */
  footer?: ReactNode;
}

/** The frame of every sign-in page: the product's name, the page's purpose, its form. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Logo size={40} />
          {t('appName')}
        </div>
        <div className={styles.header}>
          <Heading level={1} size={2}>
            {title}
          </Heading>
          {subtitle ? <Text tone="secondary">{subtitle}</Text> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </main>
  );
}

export { styles as authStyles };
