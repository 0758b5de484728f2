import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { Link, Logo } from '@/components';
import * as styles from './ShellLayout.css';

/** The product's mark, with its name unless there is no room; it leads to the start page. */
export function Brand({ withName = true, inNavigation = false }: { withName?: boolean; inNavigation?: boolean }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <div className={inNavigation ? styles.navigationBrand : styles.brand}>
      <Link href={paths.home(lang)} appearance="subtle" aria-label={t('appName')}>
        <Logo />
      </Link>
      {withName ? <span aria-hidden="true">{t('appName')}</span> : null}
    </div>
  );
}
