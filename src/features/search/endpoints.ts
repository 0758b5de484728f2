import { contract } from '@/lib/contract';
import type { SearchResultSet } from './types';

/**
 * The endpoints of the search, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const searchEndpoints = {
  search: contract.post<{ body: { query: string }; answer: SearchResultSet[] }>('api/common/search'),
};
