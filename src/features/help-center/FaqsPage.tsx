import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { EmptyState, Heading, RetryBanner, Skeleton } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFaqs } from './api/get-help-center';
import { FaqList } from './FaqList';
import * as styles from './HelpCenter.css';

/** The FAQs by category (`help/faqs`), or one category (`help/faqs/{slug}`), as questions that open. */
export function FaqsPage({ categorySlug }: { categorySlug?: string | undefined }) {
  const { t } = useTranslation('help-center');
  const lang = useLocale();
  const all = useFaqs();
  const shown = categorySlug ? all.data?.filter((category) => category.slug === categorySlug) : all.data;
  return (
    <div className={styles.narrow}>
      <nav aria-label={t('faqCategories')}>
        <ul className={styles.categories}>
          <li>
            <AriaLink
              href={paths.helpFaqs(lang)}
              className={styles.categoryLink}
              {...(!categorySlug ? { 'aria-current': 'page' as const } : {})}
            >
              {t('allCategories')}
            </AriaLink>
          </li>
          {(all.data ?? []).map((category) => (
            <li key={category.id}>
              <AriaLink
                href={paths.helpFaqs(lang, category.slug)}
                className={styles.categoryLink}
                {...(category.slug === categorySlug ? { 'aria-current': 'page' as const } : {})}
              >
                {category.title}
              </AriaLink>
            </li>
          ))}
        </ul>
      </nav>
      {all.isPending ? (
        <Skeleton height="240px" />
      ) : all.isError ? (
        <RetryBanner title={t('loadFailed')} onRetry={() => void all.refetch()} />
      ) : !shown?.length ? (
        <EmptyState icon="question-mark-circle" title={t('unknownCategory')} headingLevel={2} />
      ) : (
        shown.map((category) => (
          <section key={category.id} aria-labelledby={`faq-${category.slug}`}>
            <Heading level={2} size={4} id={`faq-${category.slug}`}>
              {category.title}
            </Heading>
            <FaqList faqs={category.faqs} label={category.title} />
          </section>
        ))
      )}
    </div>
  );
}
