import { contract } from '@/lib/contract';
import type { User, UserUpdate } from './types';

const user = 'api/common/user';

/**
 * The endpoints of the signed-in user, relative to the API base: the feature's API functions call them and the
 * fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const userEndpoints = {
  user: contract.get<{ answer: User }>(user),
  changeUser: contract.patch<{ body: { user: UserUpdate }; answer: User }>(user),
};
