export { search, searchPath, searchQueryOptions } from './api/search';
export { createDebouncedQuery, searchDebounceMs, searchMinLength } from './debounced-query';
export { QueryParamSearchField, useSearchQuery, type QueryParamSearchFieldProps } from './query-param';
export { Search, searchAppearances, type SearchAppearance, type SearchProps } from './Search';
export type { ContactResult, PageResult, SearchResultSet, SearchResultSetId, TaskResult } from './types';
