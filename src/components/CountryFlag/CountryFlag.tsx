import * as styles from './CountryFlag.css';

/**
 * One picture file per flag, fetched when a flag is first shown: the list of addresses is a few
 * kilobytes, and no flag is drawn from an emoji font, which many desktops lack.
 */
const flagFiles = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

const flagOf = (iso: string) => flagFiles[`/node_modules/country-flag-icons/3x2/${iso.toUpperCase()}.svg`];

export interface CountryFlagProps {
  /** The two-letter ISO code, either case. */
  iso: string;
  /** The country's name, when the flag stands alone; beside a written name leave it out. */
  label?: string;
}

/** A country's flag, 3:2, as tall as the text around it; a grey box for a code without a flag. */
export function CountryFlag({ iso, label }: CountryFlagProps) {
  const src = flagOf(iso);
  if (!src) return <span className={styles.flag} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })} />;
  return <img className={styles.flag} src={src} alt={label ?? ''} loading="lazy" decoding="async" />;
}
