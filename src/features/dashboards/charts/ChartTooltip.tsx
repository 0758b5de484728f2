import type { ReactNode } from 'react';
import * as styles from './Charts.css';

export interface TooltipEntry {
  key: string;
  label: string;
  value: string;
  color: string;
}

/** What a chart's tooltip says for one point: its x, then each series' value. */
export function ChartTooltipContent({ title, entries }: { title: ReactNode; entries: TooltipEntry[] }) {
  return (
    <div className={styles.tooltip}>
      <div className={styles.tooltipTitle}>{title}</div>
      {entries.map((entry) => (
        <div key={entry.key} className={styles.tooltipRow}>
          <span className={styles.swatch} style={{ background: entry.color }} aria-hidden="true" />
          <span>
            {entry.label}: <strong>{entry.value}</strong>
          </span>
        </div>
      ))}
    </div>
  );
}

/** The series' names with their colours, under a chart. */
export function ChartLegend({ items }: { items: { key: string; label: string; color: string }[] }) {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <span className={styles.swatch} style={{ background: item.color }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
