import { createInboxApi } from '@/features/inbox';
import { http } from '@/lib/http';
import type { Notification } from '../types';
import { notificationsEndpoints } from '../endpoints';

/**
 * `api/common/notifications` (template-apps.md, common messages and notifications): the same calls
 * as messages, and read state through `POST toggle-read-status {id, read}`. Mark-all-as-read sets
 * read and seen.
 */
export const notificationsApi = createInboxApi<Notification>({
  key: 'notifications',
  contracts: notificationsEndpoints,
  saveRead: (notification, read) => http.call(notificationsEndpoints.toggleReadStatus, { body: { id: notification.id, read } }),
  readAll: (notification) => ({ ...notification, read: true, seen: true }),
});
