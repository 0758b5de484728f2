import { contract } from '@/lib/contract';
import type { NavigationSets } from '@/components';

/**
 * The endpoints of the shell, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const shellEndpoints = {
  navigation: contract.get<{ answer: NavigationSets }>('api/common/navigation'),
};
