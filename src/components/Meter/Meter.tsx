import { Meter as AriaMeter, Label } from 'react-aria-components';
import * as styles from './Meter.css';

export interface MeterProps {
  label: string;
  value: number;
  /** The limit or goal the value is measured against. */
  maxValue: number;
  /** The value as the page writes it ("€ 11.763 of € 20.000"); read out as well as shown. */
  valueLabel: string;
}

/**
 * How much of a limit or goal is used: a label, the amount in words, and a bar. A value over the
 * maximum fills the bar and turns it to the warning colour; assistive tech hears the value label.
 */
export function Meter({ label, value, maxValue, valueLabel }: MeterProps) {
  const isOver = value > maxValue;
  return (
    <AriaMeter value={Math.min(value, maxValue)} maxValue={maxValue} valueLabel={valueLabel} className={styles.meter}>
      {({ percentage }) => (
        <>
          <div className={styles.labels}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueLabel}</span>
          </div>
          <div className={styles.track}>
            <div className={isOver ? styles.fills.critical : styles.fills.neutral} style={{ inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
