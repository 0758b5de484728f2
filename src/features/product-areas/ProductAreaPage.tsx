import { useTranslation } from 'react-i18next';
import { appHeader, EmptyState, Link, PageTitle, type IconName } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { ProductArea } from './areas';

/** Each area's icon, as its menu entry has it. */
const areaIcons: Record<ProductArea, IconName> = {
  calendar: 'calendar',
  company: 'building-office',
  office: 'briefcase',
  customers: 'user-group',
  interpreters: 'language',
  'communication-assistance': 'chat-bubble-left-right',
  payers: 'credit-card',
  manageEvents: 'calendar-days',
  manageEventTopic: 'tag',
  accounts: 'user-circle',
  invoice: 'document-text',
  videos: 'film',
};

/**
 * An area of the product menu whose screens are not part of this version (`/{lang}/customers`, ...):
 * under the menu entry's own name, it says so and leads home, instead of the menu leading to
 * "Ooops... 404!" as if the link were broken.
 */
export function ProductAreaPage({ area }: { area: ProductArea }) {
  const { t } = useTranslation(['product-areas', 'shell']);
  const lang = useLocale();
  // The menu's title of the entry (the shell's messages), so the page is named as the link that led here.
  const name = t(`shell:navigation.${area}`);
  return (
    <main aria-labelledby="product-area-title">
      <header className={appHeader}>
        <PageTitle id="product-area-title" title={name} />
      </header>
      <EmptyState
        icon={areaIcons[area]}
        headingLevel={2}
        title={t('notYetTitle')}
        text={t('notYetText', { area: name })}
        action={
          <Link href={paths.home(lang)} appearance="secondary">
            {t('backHome')}
          </Link>
        }
      />
    </main>
  );
}
