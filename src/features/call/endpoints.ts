import { contract, type IdQuery } from '@/lib/contract';
import type { CallRoom } from './types';

/**
 * The endpoints of the call screen, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const callEndpoints = {
  room: contract.get<{ query: IdQuery; answer: CallRoom }>('api/calls/room'),
};
