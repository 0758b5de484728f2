import { inboxContracts } from '@/lib/contract';
import type { Message } from './types';

/**
 * The endpoints of messages, relative to the API base: the feature's API functions call them and
 * the fake backend answers them, so that each is written once, with what it sends and answers.
 */
export const messagesEndpoints = inboxContracts<Message, 'message'>('api/common/messages');
