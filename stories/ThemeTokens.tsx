import { fontSizes, space, themeNames, vars, type ResolvedScheme, type ThemeName } from '@/lib/theme';
import * as styles from './ThemeTokens.css';

const colorNames = Object.keys(vars.color) as (keyof typeof vars.color)[];
const schemesShown: ResolvedScheme[] = ['light', 'dark'];

/** One theme in one scheme: the real CSS variables, scoped to this panel by its data attributes. */
function ThemePanel({ theme, scheme }: { theme: ThemeName; scheme: ResolvedScheme }) {
  return (
    <section className={styles.panel} data-theme={theme} data-scheme={scheme} aria-label={`${theme} ${scheme}`}>
      <h3 className={styles.title}>
        {theme} · {scheme}
      </h3>
      <div className={styles.swatches}>
        {colorNames.map((name) => (
          <div key={name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: vars.color[name] }} />
            <code>{name}</code>
          </div>
        ))}
      </div>
    </section>
  );
}

/** Every theme's colour tokens, light and dark, side by side. */
export function ThemeColorTokens() {
  return (
    <div className={styles.grid}>
      {themeNames.flatMap((theme) => schemesShown.map((scheme) => <ThemePanel key={`${theme}-${scheme}`} theme={theme} scheme={scheme} />))}
    </div>
  );
}

/** The spacing and type scales shared by all themes. */
export function ScaleTokens() {
  return (
    <div className={styles.scale}>
      {Object.entries(space).map(([name, value]) => (
        <div key={name}>
          <div className={styles.spaceBar} style={{ inlineSize: value === '0' ? '1px' : value }} />
          <code>
            {name} {value}
          </code>
        </div>
      ))}
      {Object.entries(fontSizes).map(([name, value]) => (
        <span key={name} style={{ fontSize: value }}>
          {name}
        </span>
      ))}
    </div>
  );
}
