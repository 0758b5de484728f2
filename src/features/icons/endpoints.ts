import { contract } from '@/lib/contract';
import type { IconSet } from './schemas';

/**
 * The endpoints of the icon gallery, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const iconsEndpoints = {
  /** A set by its name; an unknown name is refused. */
  set: contract.get<{ path: { set: string }; answer: IconSet }>('api/ui/icons/:set'),
};
