import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchDebounceMs } from './debounced-query';

/**
 * A search field that filters a page through its address (`?query=`): what is typed shows at once,
 * and the address (with the list that follows it) changes once typing pauses, as in the product's
 * search; `resetParams` leave the address with a new search (a page number). Returns the query in
 * the address, and the text and its setter for the field.
 */
export function useQueryParamSearch(name = 'query', resetParams: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const query = params.get(name)?.trim() ?? '';
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
  return { query, text, setText };
}
