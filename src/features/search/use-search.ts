import { useEffect, useMemo, useState } from 'react';
import { menuVisibility } from '@/features/shell';
import { useUser } from '@/features/user';
import { useSearchResults } from './api/get-search';
import { createDebouncedQuery, searchDebounceMs, searchMinLength } from './debounced-query';
import type { SearchResultSet } from './types';

export interface SearchTiming {
  debounceMs?: number;
  minLength?: number;
}

/** Only the menu pages the user's role may see (spec point 6) are offered. */
function visibleSets(sets: SearchResultSet[] | undefined, role: string | undefined): SearchResultSet[] {
  if (!sets) return [];
  return sets
    .map((set) => {
      if (set.id !== 'pages') return set;
      const results = set.results.filter((page) => {
        const rule = menuVisibility[page.id];
        return !rule || (role !== undefined && rule(role as Parameters<typeof rule>[0]));
      });
      return { ...set, results };
    })
    .filter((set) => set.results.length > 0);
}

/**
 * The text as typed, the query it has settled into (300 ms after typing stops, 2 characters at
 * least), and the result sets for it.
 */
export function useSearch({ debounceMs = searchDebounceMs, minLength = searchMinLength }: SearchTiming = {}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const debounced = useMemo(() => createDebouncedQuery(setQuery, { delayMs: debounceMs, minLength }), [debounceMs, minLength]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  const results = useSearchResults(query);
  const role = useUser().data?.role;
  const sets = useMemo(() => (query === null ? [] : visibleSets(results.data, role)), [query, results.data, role]);

  return {
    text,
    query,
    sets,
    /** Still waiting: for the pause after typing, or for the server. */
    isSearching: (text.trim().length >= minLength && query !== text.trim()) || results.isFetching,
    isError: results.isError,
    tooShort: text.trim().length > 0 && text.trim().length < minLength,
    minLength,
    type(value: string) {
      setText(value);
      debounced.input(value);
    },
    clear() {
      debounced.cancel();
      setText('');
      setQuery(null);
    },
  };
}
