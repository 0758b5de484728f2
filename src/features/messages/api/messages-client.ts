import { createInboxApi } from '@/features/inbox';
import { http } from '@/lib/http';
import type { Message } from '../types';
import { messagesEndpoints } from '../endpoints';

/**
 * `api/common/messages` (spec point 7). Toggling read saves the full message with the flag
 * flipped (`PATCH {id, message}`), as the spec's state table says.
 */
export const messagesApi = createInboxApi<Message>({
  key: 'messages',
  contracts: messagesEndpoints,
  saveRead: (message, read) => http.call(messagesEndpoints.change, { body: { id: message.id, message: { ...message, read } } }),
  readAll: (message) => ({ ...message, read: true }),
});
