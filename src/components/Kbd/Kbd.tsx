import { Fragment } from 'react';
import * as styles from './Kbd.css';

export interface KbdProps {
  /** The keys pressed together, e.g. ['Ctrl', 'K']. */
  keys: string[];
}

/** A keyboard shortcut. Key combinations read left to right in every language. */
export function Kbd({ keys }: KbdProps) {
  return (
    <kbd className={styles.keys}>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? <span aria-hidden="true">+</span> : null}
          <kbd className={styles.key}>{key}</kbd>
        </Fragment>
      ))}
    </kbd>
  );
}
