import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: keyof typeof styles.shapes;
  /** CSS sizes; a circle needs only `width`. */
  width?: string;
  height?: string;
}

/** A placeholder in the shape of content that is loading. Decorative: say "loading" elsewhere, once. */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.skeleton} ${styles.shapes[shape]}`}
      style={{ inlineSize: width, ...(height ? { blockSize: height } : shape === 'circle' ? { blockSize: width } : {}) }}
    />
  );
}

/**
 * A placeholder in the shape of a text: the text itself, unseen, so its lines wrap as the text will
 * (a sentence whose values are still loading, with stand-ins as long as they are). Decorative too.
 */
export function SkeletonText({ text }: { text: string }) {
  return (
    <span aria-hidden="true" className={`${styles.skeleton} ${styles.textShaped}`}>
      {text}
    </span>
  );
}
