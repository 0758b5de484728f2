import { SkeletonText } from '../Skeleton/Skeleton';
import * as styles from './Field.css';

/** As wide as a short label ("Search contacts"). */
const labelStandIn = '\u00a0'.repeat(24);

/** As wide as a placeholder ("Name, e-mail, company"). */
const placeholderStandIn = '\u00a0'.repeat(36);

/**
 * A labelled text field that is not there yet (its page's code is on its way): the label's line, the
 * input's box and, for a field that counts its characters, the count's line, drawn with the field's
 * own styles so that the field's place is as tall as the field and what stands beside it does not
 * move when it comes. Decorative: say "loading" elsewhere, once.
 */
export function FieldSkeleton({ hasCount = false }: { hasCount?: boolean }) {
  return (
    <span className={styles.field} aria-hidden="true">
      <span className={styles.label}>
        <SkeletonText text={labelStandIn} />
      </span>
      <span className={styles.textInput}>
        <SkeletonText text={placeholderStandIn} />
      </span>
      {/* The count's line ("0/100"), which a field with a length limit shows below it. */}
      {hasCount ? <span className={styles.description}>&nbsp;</span> : null}
    </span>
  );
}
