import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  label?: string;
  onAction?: (id: string) => void;
}

/** Where the page sits in a hierarchy; the last crumb is the current page. */
export function Breadcrumbs({ items, label = 'Breadcrumbs', onAction }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs className={styles.list} items={items} {...(onAction ? { onAction: (key) => onAction(String(key)) } : {})}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link className={styles.link} {...(item.href ? { href: item.href } : {})}>
                  {item.label}
                </Link>
                {isCurrent ? null : <Icon name="chevron-right" size="sm" mirrorInRtl />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
