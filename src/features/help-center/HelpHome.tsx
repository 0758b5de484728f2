import { Link as AriaLink } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { cardLink, EmptyState, Heading, Icon, Link, RetryBanner, Skeleton, Text, type IconName } from '@/components';
import { QueryParamSearchField, useSearchQuery } from '@/features/search';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFaqs, useGuides } from './api/get-help-center';
import { FaqList } from './FaqList';
import * as styles from './HelpCenter.css';
import { everyGuideLimit } from './schemas';

/** The help center's home: a search over FAQs and guides, the ways in, and the most asked questions. */
export function HelpHome() {
  const { t } = useTranslation('help-center');
  const lang = useLocale();
  const query = useSearchQuery();
  const faqs = useFaqs();
  const guides = useGuides(everyGuideLimit);
  const needle = query.toLocaleLowerCase(lang);
  const matches = (...texts: string[]) => texts.some((part) => part.toLocaleLowerCase(lang).includes(needle));
  const foundFaqs = query ? (faqs.data ?? []).flatMap((category) => category.faqs.filter((faq) => matches(faq.question, faq.answer))) : [];
  const foundGuides = query
    ? (guides.data ?? []).flatMap((category) =>
        category.guides.filter((guide) => matches(guide.title, guide.subtitle)).map((guide) => ({ guide, category })),
      )
    : [];
  const ways: { href: string; icon: IconName; key: 'faqs' | 'guides' | 'support' }[] = [
    { href: paths.helpFaqs(lang), icon: 'question-mark-circle', key: 'faqs' },
    { href: paths.helpGuides(lang), icon: 'bookmark', key: 'guides' },
    { href: paths.helpSupport(lang), icon: 'envelope', key: 'support' },
  ];
  const mostAsked = faqs.data?.[0];

  return (
    <div className={`${styles.narrow} ${styles.home}`}>
      <div className={styles.hero}>
        <Heading level={2} size={3}>
          {t('howCanWeHelp')}
        </Heading>
        <QueryParamSearchField label={t('search')} placeholder={t('searchPlaceholder')} />
      </div>
      {query ? (
        <section aria-labelledby="help-results">
          <Heading level={2} size={4} id="help-results">
            {t('results', { count: foundFaqs.length + foundGuides.length, query })}
          </Heading>
          {faqs.isPending || guides.isPending ? (
            <Skeleton height="120px" />
          ) : foundFaqs.length + foundGuides.length === 0 ? (
            <EmptyState icon="magnifying-glass" title={t('noResults')} headingLevel={3} />
          ) : (
            <>
              {/* Guides and questions found, each under its own heading: a reader tells them apart at a glance. */}
              {foundGuides.length ? (
                <>
                  <Heading level={3} size={4}>
                    {t('foundGroup', { group: t('guides'), count: foundGuides.length })}
                  </Heading>
                  <ul className={styles.list} aria-label={t('guides')}>
                    {foundGuides.map(({ guide, category }) => (
                      <li key={guide.id}>
                        <Link href={paths.helpGuides(lang, category.slug, guide.slug)}>{guide.title}</Link>
                        <Text size="sm" tone="secondary">
                          {guide.subtitle}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {foundFaqs.length ? (
                <>
                  <Heading level={3} size={4}>
                    {t('foundGroup', { group: t('faqs'), count: foundFaqs.length })}
                  </Heading>
                  <FaqList faqs={foundFaqs} label={t('faqs')} />
                </>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      <ul className={styles.cards}>
        {ways.map((way) => (
          <li key={way.key} className={styles.card}>
            <Icon name={way.icon} size="lg" />
            <AriaLink href={way.href} className={cardLink}>
              <Text weight="bold" as="span">
                {t(`ways.${way.key}`)}
              </Text>
            </AriaLink>
            <Text size="sm" tone="secondary">
              {t(`ways.${way.key}Text`)}
            </Text>
          </li>
        ))}
      </ul>
      <section aria-labelledby="help-most-asked">
        <Heading level={2} size={4} id="help-most-asked">
          {t('mostAsked')}
        </Heading>
        {faqs.isPending ? (
          <Skeleton height="160px" />
        ) : faqs.isError ? (
          <RetryBanner title={t('loadFailed')} onRetry={() => void faqs.refetch()} />
        ) : mostAsked ? (
          <FaqList faqs={mostAsked.faqs} label={mostAsked.title} />
        ) : null}
      </section>
    </div>
  );
}
