export { QueryParamSearchField, useSearchQuery } from './query-param';
export { Search } from './Search';
export type { SearchResultSet } from './types';
