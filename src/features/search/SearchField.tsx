import { Collection, ComboBox, Group, Header, Input, ListBox, ListBoxItem, ListBoxSection, Popover, type Key } from 'react-aria-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar, Icon, IconButton, overlaySurface, visuallyHidden } from '@/components';
import { useLocale } from '@/lib/i18n';
import { appLink } from '@/lib/paths';
import { Highlighted } from './Highlighted';
import * as styles from './Search.css';
import type { SearchAppearance } from './Search';
import type { SearchResultSet } from './types';
import { useSearch, type SearchTiming } from './use-search';

type Result = SearchResultSet['results'][number];
const keyOf = (set: SearchResultSet['id'], result: Result) => `${set}:${result.id}`;

function ResultContent({ set, result, query }: { set: SearchResultSet['id']; result: Result; query: string }) {
  const { t } = useTranslation('search');
  if (set === 'contacts' && 'name' in result) {
    return (
      <>
        <Avatar name={result.name} src={result.avatar} size="sm" decorative />
        <span className={styles.optionText}>
          <span>
            <Highlighted text={result.name} query={query} />
          </span>
        </span>
      </>
    );
  }
  if (set === 'tasks' && 'completed' in result) {
    return (
      <>
        <span className={styles.pageIcon}>
          <Icon name={result.completed ? 'check-circle' : 'document-text'} />
        </span>
        <span className={styles.optionText}>
          <span className={result.completed ? styles.completed : undefined}>
            <Highlighted text={result.title} query={query} />
          </span>
        </span>
        {result.completed ? <span className={visuallyHidden}>{t('completed')}</span> : null}
      </>
    );
  }
  const page = result as Extract<Result, { link: string; title: string }>;
  return (
    <>
      <span className={styles.pageIcon}>
        <Icon name="document-text" />
      </span>
      <span className={styles.optionText}>
        <span>
          <Highlighted text={page.title} query={query} />
        </span>
        <span className={styles.secondary}>{page.link}</span>
      </span>
    </>
  );
}

/** The search line with its suggestions: a combo box over the results of contacts, pages and tasks. */
export function SearchField({ appearance, onClose, timing }: { appearance: SearchAppearance; onClose?: () => void; timing: SearchTiming }) {
  const { t } = useTranslation(['search', 'shell']);
  const lang = useLocale();
  const navigate = useNavigate();
  const search = useSearch(timing);
  const [listOpen, setListOpen] = useState(false);
  const sets = search.sets.map((set) => ({
    ...set,
    label: t(`sets.${set.id}`, { defaultValue: set.label }),
    results:
      set.id === 'pages'
        ? set.results.map((page) => ({ ...page, title: t(`shell:navigation.${page.id}`, { defaultValue: page.title }) }))
        : set.results,
  })) as SearchResultSet[];

  const close = () => {
    search.clear();
    onClose?.();
  };

  const open = (key: Key | null) => {
    if (key === null) return;
    for (const set of sets) {
      const result = (set.results as Result[]).find((item) => keyOf(set.id, item) === key);
      if (result) {
        close();
        void navigate(appLink(lang, result.link));
        return;
      }
    }
  };

  const emptyText = search.tooShort
    ? t('tooShort', { count: search.minLength })
    : search.isError
      ? t('failed')
      : search.isSearching
        ? t('searching')
        : t('noResults');

  const bar = appearance === 'bar';
  return (
    <>
      <ComboBox
        aria-label={t('label')}
        className={styles.comboBox}
        items={sets}
        inputValue={search.text}
        onInputChange={search.type}
        selectedKey={null}
        onSelectionChange={open}
        onOpenChange={setListOpen}
        menuTrigger="input"
        allowsCustomValue
        allowsEmptyCollection={search.text.trim().length > 0}
      >
        <Group className={bar ? styles.comboBox : styles.basicControl}>
          {bar ? null : <Icon name="magnifying-glass" size="sm" />}
          <Input
            className={bar ? styles.barInput : styles.basicInput}
            placeholder={t('placeholder')}
            autoFocus={bar}
            onKeyDown={(event) => {
              // Escape first closes the suggestions; with them closed, it closes the bar.
              if (event.key === 'Escape' && bar && !listOpen) close();
            }}
          />
        </Group>
        <Popover className={`${overlaySurface} ${styles.popover}`} offset={bar ? 12 : 6} placement="bottom start">
          <ListBox<SearchResultSet> className={styles.listBox} renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}>
            {(set) => (
              <ListBoxSection id={set.id}>
                <Header className={styles.setHeader}>{set.label}</Header>
                <Collection items={set.results as Result[]}>
                  {(result) => (
                    <ListBoxItem
                      id={keyOf(set.id, result)}
                      textValue={'name' in result ? result.name : result.title}
                      className={styles.option}
                    >
                      <ResultContent set={set.id} result={result} query={search.query ?? ''} />
                    </ListBoxItem>
                  )}
                </Collection>
              </ListBoxSection>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {/*
        Outside the combo box, whose own button slot would otherwise claim it. While the suggestions
        are open everything but the input and the list is hidden from assistive tech, so the button
        stays out of the tab order: Escape is the keyboard's way to close.
      */}
      {bar ? <IconButton icon="x-mark" label={t('close')} onPress={close} excludeFromTabOrder /> : null}
    </>
  );
}
