import { useTranslation } from 'react-i18next';
import { Heading, Link, readingPage, Text } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import * as styles from './PolicyPage.css';

export const policies = ['terms', 'privacy', 'impressum'] as const;
export type Policy = (typeof policies)[number];

export const isPolicy = (value: unknown): value is Policy => policies.includes(value as Policy);

/** One legal page (terms, privacy, imprint), readable without signing in; the others are linked. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const { t } = useTranslation('policies');
  const lang = useLocale();
  const sections = t(`${policy}.sections`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <main className={readingPage} aria-labelledby="policy-title">
      <nav aria-label={t('label')} className={styles.tabs}>
        {policies.map((other) => (
          <Link
            key={other}
            href={paths.policy(lang, other)}
            appearance={other === policy ? 'primary' : 'ghost'}
            aria-current={other === policy ? 'page' : undefined}
          >
            {t(`${other}.title`)}
          </Link>
        ))}
      </nav>
      <Heading level={1} size={2} id="policy-title">
        {t(`${policy}.title`)}
      </Heading>
      <Text tone="secondary">{t('updated')}</Text>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <Heading level={2} size={4}>
            {section.title}
          </Heading>
          <Text>{section.text}</Text>
        </section>
      ))}
    </main>
  );
}
