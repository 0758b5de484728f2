import type { ReactNode } from 'react';
import { Link } from '../Link/Link';

/** Addresses the browser leaves the page for: another site opens in a new tab. */
const isElsewhere = (href: string) => /^https?:\/\//i.test(href) && new URL(href, document.baseURI).origin !== window.location.origin;

/**
 * A link in markdown: a path of the app goes through the app's router (no reload), another site
 * opens in a new tab and says so, `mailto:` and the like are followed by the browser.
 */
export function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} {...(isElsewhere(href) ? { target: '_blank' } : {})}>
      {children}
    </Link>
  );
}
