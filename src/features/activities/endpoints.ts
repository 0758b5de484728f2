import { contract } from '@/lib/contract';
import type { ActivityEntry } from './schemas';

/**
 * The endpoints of the activity feed, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const activitiesEndpoints = {
  activities: contract.get<{ answer: ActivityEntry[] }>('api/pages/activities'),
};
