import { useTranslation } from 'react-i18next';
import { Link } from '@/components';
import { useLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import * as styles from './ShellLayout.css';

/** The year and the legal pages; those open in a new tab so the work in this one is not lost. */
export function Footer() {
  const { t } = useTranslation('shell');
  const lang = useLocale();
  return (
    <footer className={styles.footer}>
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <nav aria-label={t('footer.label')} className={styles.footerLinks}>
        <Link appearance="subtle" href={paths.policy(lang, 'terms')} target="_blank">
          {t('footer.terms')}
        </Link>
        <Link appearance="subtle" href={paths.policy(lang, 'privacy')} target="_blank">
          {t('footer.privacy')}
        </Link>
        <Link appearance="subtle" href={paths.policy(lang, 'impressum')} target="_blank">
          {t('footer.imprint')}
        </Link>
      </nav>
    </footer>
  );
}
