import { IconButton } from '../Button/Button';
import { fill, useComponentMessages } from '../messages';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** How many items there are in all. */
  length: number;
  /** Items per page. */
  size: number;
  /** The current page, counted from 0. */
  page: number;
  /** The last page, counted from 0; derived from length and size when left out. */
  lastPage?: number;
  onPageChange: (page: number) => void;
  label?: string;
  /** Format numbers in the page's locale. */
  formatNumber?: (value: number) => string;
}

export function lastPageOf(length: number, size: number): number {
  return Math.max(0, Math.ceil(length / Math.max(1, size)) - 1);
}

/** Moves through pages of a list: first, previous, next, last, and "1–10 of 23". */
export function Pagination({ length, size, page, lastPage, onPageChange, label = 'Pagination', formatNumber = String }: PaginationProps) {
  const text = useComponentMessages();
  const last = lastPage ?? lastPageOf(length, size);
  const start = length === 0 ? 0 : page * size + 1;
  const end = Math.min(length, (page + 1) * size);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span className={styles.range} aria-live="polite">
        {fill(text.rangeOf, { start: formatNumber(start), end: formatNumber(end), length: formatNumber(length) })}
      </span>
      <span className={styles.controls}>
        <IconButton
          icon="chevron-double-left"
          mirrorInRtl
          label={text.firstPage}
          tooltip={false}
          size="sm"
          isDisabled={page <= 0}
          onPress={() => onPageChange(0)}
        />
        <IconButton
          icon="chevron-left"
          mirrorInRtl
          label={text.previousPage}
          tooltip={false}
          size="sm"
          isDisabled={page <= 0}
          onPress={() => onPageChange(page - 1)}
        />
        <span className={styles.pageOf}>{fill(text.pageOf, { page: formatNumber(page + 1), lastPage: formatNumber(last + 1) })}</span>
        <IconButton
          icon="chevron-right"
          mirrorInRtl
          label={text.nextPage}
          tooltip={false}
          size="sm"
          isDisabled={page >= last}
          onPress={() => onPageChange(page + 1)}
        />
        <IconButton
          icon="chevron-double-right"
          mirrorInRtl
          label={text.lastPage}
          tooltip={false}
          size="sm"
          isDisabled={page >= last}
          onPress={() => onPageChange(last)}
        />
      </span>
    </nav>
  );
}
