import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Heading, Link, RetryBanner, SafeHtml, Skeleton, Text } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useGuide, useGuideCategory, useGuides } from './api/get-help-center';
import * as styles from './HelpCenter.css';
import { defaultGuideLimit, type Guide } from './schemas';

function GuideLinks({ categorySlug, guides }: { categorySlug: string; guides: readonly Guide[] }) {
  const lang = useLocale();
  return (
    <ul className={styles.list}>
      {guides.map((guide) => (
        <li key={guide.id}>
          <Link href={paths.helpGuides(lang, categorySlug, guide.slug)}>{guide.title}</Link>
          <Text size="sm" tone="secondary">
            {guide.subtitle}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** Every guide category with its first five guides and a link to the rest (`help/guides`). */
export function GuidesPage() {
  const { t } = useTranslation('help-center');
  const lang = useLocale();
  const guides = useGuides(defaultGuideLimit);
  if (guides.isPending) return <Skeleton height="240px" />;
  if (guides.isError) return <RetryBanner title={t('loadFailed')} onRetry={() => void guides.refetch()} />;
  return (
    <div className={styles.guideGroups}>
      {guides.data.map((category) => (
        <section key={category.id} aria-labelledby={`guides-${category.slug}`} className={styles.card}>
          <Heading level={2} size={4} id={`guides-${category.slug}`}>
            {category.title}
          </Heading>
          <GuideLinks categorySlug={category.slug} guides={category.guides} />
          {category.totalGuides > category.visibleGuides ? (
            <Link href={paths.helpGuides(lang, category.slug)}>
              {t('allGuides', { count: category.totalGuides, title: category.title })}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** One category with all its guides (`help/guides/{slug}`). */
export function GuideCategoryPage({ categorySlug }: { categorySlug: string }) {
  const { t } = useTranslation('help-center');
  const category = useGuideCategory(categorySlug);
  if (category.isPending) return <Skeleton height="240px" />;
  if (category.isError) return <RetryBanner title={t('loadFailed')} onRetry={() => void category.refetch()} />;
  if (!category.data) return <EmptyState icon="bookmark" title={t('unknownCategory')} headingLevel={2} />;
  return (
    <section aria-labelledby="guide-category" className={styles.narrow}>
      <Heading level={2} size={3} id="guide-category">
        {category.data.title}
      </Heading>
      <GuideLinks categorySlug={category.data.slug} guides={category.data.guides} />
    </section>
  );
}

/** One guide (`help/guides/{category}/{guide}`): its content sanitised, "Was this page helpful?", the next guide. */
export function GuideArticle({ categorySlug, guideSlug }: { categorySlug: string; guideSlug: string }) {
  const { t } = useTranslation('help-center');
  const lang = useLocale();
  const page = useGuide(categorySlug, guideSlug);
  const [helpful, setHelpful] = useState<'yes' | 'no' | null>(null);
  if (page.isPending) return <Skeleton height="320px" />;
  if (page.isError) return <RetryBanner title={t('loadFailed')} onRetry={() => void page.refetch()} />;
  if (!page.data)
    return (
      <EmptyState
        icon="bookmark"
        title={t('unknownGuide')}
        headingLevel={2}
        action={<Link href={paths.helpGuides(lang)}>{t('ways.guides')}</Link>}
      />
    );
  const { guide, nextGuide } = page.data;
  return (
    <article className={`${styles.narrow} ${styles.article}`} aria-labelledby="guide-title">
      <Heading level={2} size={2} id="guide-title">
        {guide.title}
      </Heading>
      <Text tone="secondary">{guide.subtitle}</Text>
      <SafeHtml html={guide.content} profile="rich" as="div" />
      <div className={styles.feedback} role="group" aria-label={t('helpful')}>
        {helpful ? (
          <div role="status">
            <Text>{t(helpful === 'yes' ? 'thanksYes' : 'thanksNo')}</Text>
          </div>
        ) : (
          <>
            <Text as="span" weight="medium">
              {t('helpful')}
            </Text>
            <Button variant="secondary" size="sm" onPress={() => setHelpful('yes')}>
              {t('yes')}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => setHelpful('no')}>
              {t('no')}
            </Button>
          </>
        )}
      </div>
      {nextGuide ? <NextGuide guide={nextGuide} /> : null}
    </article>
  );
}

/** The guide after this one, in its category (the last of a category leads to the next category). */
function NextGuide({ guide }: { guide: Guide & { categorySlug: string } }) {
  const { t } = useTranslation('help-center');
  const lang = useLocale();
  return (
    <Text>
      {t('next')} <Link href={paths.helpGuides(lang, guide.categorySlug, guide.slug)}>{guide.title}</Link>
    </Text>
  );
}
