import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or a menu at the end of the header. */
  actions?: ReactNode;
  children: ReactNode;
  /** Content edge to edge (tables, lists), without the body's padding. */
  flush?: boolean;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A surface that groups related content; with a title it is a named region. */
export function Card({ title, subtitle, actions, children, flush = false, headingLevel = 2 }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} {...(title ? { 'aria-labelledby': titleId } : {})}>
      {title || actions ? (
        <header className={styles.header}>
          <div className={styles.heading}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </header>
      ) : null}
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
