import type { Faq } from './schemas';
import * as styles from './HelpCenter.css';

/** Questions that open to their answers (the platform's disclosure: keyboard and screen readers for free). */
export function FaqList({ faqs, label }: { faqs: readonly Faq[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className={styles.question}>
            <summary className={styles.summary}>
              <bdi>{faq.question}</bdi>
            </summary>
            <p className={styles.answer} dir="auto">
              {faq.answer}
            </p>
          </details>
        </li>
      ))}
    </ul>
  );
}
