import { contract } from '@/lib/contract';
import type { PushSubscriptionPayload } from './push-subscription';

/**
 * The push subscription's endpoint (the spec does not show it), relative to the API base: the
 * subscription posts to it and the fake backend answers it, so that it is written once, with what
 * it sends and answers.
 */
export const pushEndpoints = {
  subscribe: contract.post<{ body: PushSubscriptionPayload; answer: boolean }>('api/common/push/subscribe'),
};
