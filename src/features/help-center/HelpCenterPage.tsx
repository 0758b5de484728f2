import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { appHeader, appPage, type BreadcrumbItem, Breadcrumbs, EmptyState, Link, PageTitle } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useGuide, useGuideCategory, useFaqs } from './api/get-help-center';
import { FaqsPage } from './FaqsPage';
import { GuideArticle, GuideCategoryPage, GuidesPage } from './GuidesPage';
import * as styles from './HelpCenter.css';
import { helpAddressOf } from './help-address';
import { HelpHome } from './HelpHome';
import { SupportPage } from './SupportPage';

/**
 * The help center, the menu's "Hilfe" (`/{lang}/help`, for visitors too): home, FAQs
 * (`…/faqs/{category?}`), guides (`…/guides/{category?}/{guide?}`) and support (`…/support`).
 */
export function HelpCenterPage() {
  const { t } = useTranslation('help-center');
  const lang = useLocale();
  const { section, categorySlug, guideSlug } = helpAddressOf(useParams()['*'] ?? '');
  // Names for the crumbs; each is asked for only where it is shown (the same queries the page uses).
  const faqCategory = useFaqs().data?.find((category) => category.slug === categorySlug);
  const guideCategory = useGuideCategory(section === 'guides' && categorySlug ? categorySlug : '').data;
  const guide = useGuide(section === 'guides' && categorySlug && guideSlug ? categorySlug : '', guideSlug ?? '').data;

  const home: BreadcrumbItem = { id: 'home', label: t('title'), href: paths.help(lang) };
  let crumbs: BreadcrumbItem[] = [];
  let body;
  if (!section) body = <HelpHome />;
  else if (section === 'faqs') {
    crumbs = [
      home,
      { id: 'faqs', label: t('ways.faqs'), href: paths.helpFaqs(lang) },
      ...(categorySlug ? [{ id: 'category', label: faqCategory?.title ?? '…' }] : []),
    ];
    body = <FaqsPage categorySlug={categorySlug} />;
  } else if (section === 'guides') {
    crumbs = [
      home,
      { id: 'guides', label: t('ways.guides'), href: paths.helpGuides(lang) },
      ...(categorySlug
        ? [{ id: 'category', label: guideCategory?.title ?? guide?.title ?? '…', href: paths.helpGuides(lang, categorySlug) }]
        : []),
      ...(guideSlug ? [{ id: 'guide', label: guide?.guide.title ?? '…' }] : []),
    ];
    body =
      guideSlug && categorySlug ? (
        <GuideArticle categorySlug={categorySlug} guideSlug={guideSlug} />
      ) : categorySlug ? (
        <GuideCategoryPage categorySlug={categorySlug} />
      ) : (
        <GuidesPage />
      );
  } else if (section === 'support') {
    crumbs = [home, { id: 'support', label: t('ways.support') }];
    body = <SupportPage />;
  } else
    body = (
      <EmptyState
        icon="question-mark-circle"
        title={t('unknownPage')}
        headingLevel={2}
        action={<Link href={paths.help(lang)}>{t('title')}</Link>}
      />
    );
  // The last crumb is the page itself: it takes no link.
  const shownCrumbs = crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { id: crumb.id, label: crumb.label } : crumb));

  return (
    <main className={appPage} aria-labelledby="help-title">
      <header className={appHeader}>
        <PageTitle
          id="help-title"
          title={t('title')}
          subtitle={shownCrumbs.length ? <Breadcrumbs items={shownCrumbs} label={t('whereYouAre')} /> : undefined}
        />
      </header>
      <div className={styles.page}>{body}</div>
    </main>
  );
}
