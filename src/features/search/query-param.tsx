import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '@/components';
import { searchDebounceMs } from './debounced-query';

/** The search in the address (`?query=`, or another name), trimmed: what a page filters by. */
export function useSearchQuery(name = 'query') {
  const [params] = useSearchParams();
  return params.get(name)?.trim() ?? '';
}

/**
 * The text of a search field that filters a page through its address: what is typed shows at once,
 * and the address (with the list that follows it) changes once typing pauses, as in the product's
 * search; `resetParams` leave the address with a new search (a page number).
 */
function useQueryParamSearch(name: string, resetParams: readonly string[] = []) {
  const [, setParams] = useSearchParams();
  const query = useSearchQuery(name);
  const resetKey = resetParams.join(' ');
  const [text, setText] = useState(query);
  useEffect(() => {
    if (text.trim() === query) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim()) next.set(name, text.trim());
          else next.delete(name);
          // Another search starts at the beginning (its first page, say).
          for (const reset of resetKey.split(' ').filter(Boolean)) next.delete(reset);
          return next;
        },
        { replace: true },
      );
    }, searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text, query, setParams, name, resetKey]);
  return { text, setText };
}

export interface QueryParamSearchFieldProps {
  label: string;
  placeholder: string;
  /** The address's parameter: `query` unless the page has its own name for it. */
  name?: string;
  /** Parameters that a new search leaves out (a page number). */
  resetParams?: readonly string[];
}

/**
 * A search field that filters a page through its address (`?query=`). It keeps what is typed itself,
 * so that a keystroke draws the field alone; the page reads the address (`useSearchQuery`) and draws
 * its list again once typing pauses.
 */
export function QueryParamSearchField({ label, placeholder, name = 'query', resetParams }: QueryParamSearchFieldProps) {
  const { text, setText } = useQueryParamSearch(name, resetParams);
  return <TextField label={label} type="search" placeholder={placeholder} value={text} onChange={setText} maxLength={100} />;
}
