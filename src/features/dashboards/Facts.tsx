import * as styles from './Dashboards.css';

export interface Fact {
  key: string;
  label: string;
  value: string;
}

const factColumns = (count: number) => (count in styles.facts ? styles.facts[count as keyof typeof styles.facts] : styles.anyFacts);

/**
 * Label–value pairs of a card (a chart's totals, a statement's amounts), in columns by the card's
 * width, not the screen's: four or six in full rows, any other number filling the row and wrapping.
 */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <div className={styles.factsBox}>
      <dl className={factColumns(facts.length)}>
        {facts.map(({ key, label, value }) => (
          <div key={key} className={styles.fact}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
