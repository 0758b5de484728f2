import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, IconButton, lazyComponent, OpenWhenLoaded } from '@/components';
import { useSignedIn } from '@/lib/auth';
import * as styles from './Search.css';
import type { SearchTiming } from './use-search';

/**
 * The combo box and its suggestions load when the search is first wanted: as the pointer reaches the
 * magnifier or the keyboard focuses it, so the line is there by the time it opens. A page that shows
 * the field at once (the basic appearance) loads it at once.
 */
const SearchField = lazyComponent(() => import('./SearchField').then((module) => module.SearchField));

export const searchAppearances = ['bar', 'basic'] as const;
export type SearchAppearance = (typeof searchAppearances)[number];

export interface SearchProps extends SearchTiming {
  /** `bar`: a magnifier that opens a search line over the top bar; `basic`: an always visible field. */
  appearance?: SearchAppearance;
  /** The bar starts opened (the workbench shows it so). */
  defaultOpen?: boolean;
}

/** The basic field's place while its code loads, so that the top bar does not move when it comes. */
function FieldSpace() {
  return (
    <div className={styles.basicControl} aria-hidden="true">
      <Icon name="magnifying-glass" size="sm" />
      <span className={styles.basicInput} />
    </div>
  );
}

/**
 * The global search (spec points 2 and 5): contacts, menu pages and tasks as the user types, from
 * 2 characters on and 300 ms after typing stops. Arrows move through the options, Enter opens one.
 * The bar closes with its close button or Escape (once the suggestions are closed), and closing
 * clears the text.
 */
export function Search({ appearance = 'bar', defaultOpen = false, debounceMs, minLength }: SearchProps) {
  const { t } = useTranslation('search');
  const signedIn = useSignedIn();
  const [opened, setOpened] = useState(defaultOpen);
  const closedByUser = useRef(false);
  const toggle = useRef<HTMLSpanElement>(null);
  // After the bar closes, the magnifier takes the focus back, so the keyboard stays where it was.
  useEffect(() => {
    if (opened || !closedByUser.current) return;
    closedByUser.current = false;
    toggle.current?.querySelector('button')?.focus();
  }, [opened]);
  if (!signedIn) return null;
  const close = () => {
    closedByUser.current = true;
    setOpened(false);
  };
  const timing = { ...(debounceMs !== undefined ? { debounceMs } : {}), ...(minLength !== undefined ? { minLength } : {}) };

  if (appearance === 'basic') {
    return (
      <Suspense fallback={<FieldSpace />}>
        <SearchField appearance="basic" timing={timing} />
      </Suspense>
    );
  }
  if (!opened) {
    const preload = () => void SearchField.preload();
    return (
      <span ref={toggle}>
        <IconButton icon="magnifying-glass" label={t('open')} onHoverStart={preload} onFocus={preload} onPress={() => setOpened(true)} />
      </span>
    );
  }
  return (
    <div className={styles.bar} role="search">
      <Icon name="magnifying-glass" />
      {/* A line whose code cannot be fetched closes again, and a toast says so. */}
      <OpenWhenLoaded part={SearchField} onLoadFailed={close}>
        <SearchField appearance="bar" timing={timing} onClose={close} />
      </OpenWhenLoaded>
    </div>
  );
}
