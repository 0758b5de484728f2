import { contract, inboxContracts, type IdAndChange } from '@/lib/contract';
import type { Notification } from './types';

const notifications = 'api/common/notifications';

/**
 * The endpoints of notifications, relative to the API base: the feature's API functions call them
 * and the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const notificationsEndpoints = {
  ...inboxContracts<Notification, 'notification'>(notifications),
  /** Sets one notification's read state (and seen) to the one given. */
  toggleReadStatus: contract.post<{ body: IdAndChange<'read', boolean>; answer: Notification | null }>(
    `${notifications}/toggle-read-status`,
  ),
};
