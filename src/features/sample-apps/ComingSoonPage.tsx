import { useTranslation } from 'react-i18next';
import { EmptyState, Heading, Link, readingPage } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { SamplePage } from './catalog';

/**
 * A template app whose screen is not built yet: its name, a plain word that it is coming, and the
 * way back. Every link to it works meanwhile, so nothing leads to not-found.
 */
export function ComingSoonPage({ page }: { page: SamplePage }) {
  const { t } = useTranslation('sample-apps');
  const lang = useLocale();
  return (
    <main className={readingPage} aria-labelledby="sample-page-title">
      <Heading level={1} size={2} id="sample-page-title">
        {t(`pages.${page.id}`)}
      </Heading>
      <EmptyState
        icon={page.icon}
        headingLevel={2}
        title={t('comingTitle')}
        text={t('comingText', { page: t(`pages.${page.id}`) })}
        action={
          <Link href={paths.home(lang)} appearance="secondary">
            {t('backHome')}
          </Link>
        }
      />
    </main>
  );
}
