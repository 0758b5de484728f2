import type { ReactNode } from 'react';
import { appHeaderTitle } from '../styles/page.css';
import { Heading, Text } from '../Text/Text';

export interface PageTitleProps {
  /** The heading's id, for the page's `aria-labelledby`. */
  id: string;
  title: ReactNode;
  /**
   * The line under the title: a count, breadcrumbs. `null` while it is not known yet keeps its height,
   * so the page does not jump when it arrives.
   */
  subtitle?: ReactNode;
}

/** An app page's title (its one h1) and the line under it, at the start of the page's header. */
export function PageTitle({ id, title, subtitle }: PageTitleProps) {
  return (
    <div className={appHeaderTitle}>
      <Heading level={1} size={2} id={id}>
        {title}
      </Heading>
      {subtitle === undefined ? null : typeof subtitle === 'string' || subtitle === null ? (
        <Text size="sm" tone="secondary" as="span">
          {subtitle ?? '\u00a0'}
        </Text>
      ) : (
        subtitle
      )}
    </div>
  );
}
