import { contract } from '@/lib/contract';
import type { User } from '@/features/user';
import type { IncomingCall } from '@/features/realtime';

const hub = 'api/demo/hub';

/**
 * The endpoints only the embedded fake backend has, relative to the API base: the demo tools call
 * them and the fake backend answers them, so that each is written once, with what it sends and
 * answers. A real API has none of them.
 */
export const demoToolsEndpoints = {
  /** Forgets every change to the sample data. */
  reset: contract.post<{ answer: boolean }>('api/demo/reset'),
  /** How many apps are connected to the calls hub now, and how many connections it had. */
  hub: contract.get<{ answer: { connected: number; connections: number } }>(hub),
  hubActions: {
    ring: contract.post<{
      body?: { id?: string; channel?: string; category?: string | null; organizer?: string };
      answer: IncomingCall;
    }>(`${hub}/ring`),
    drop: contract.post<{ answer: boolean }>(`${hub}/drop`),
    exhaust: contract.post<{ answer: boolean }>(`${hub}/exhaust`),
    restore: contract.post<{ answer: boolean }>(`${hub}/restore`),
    'answered-elsewhere': contract.post<{ body: { id: string }; answer: boolean }>(`${hub}/answered-elsewhere`),
    'profile-update': contract.post<{ body?: { fullName?: string }; answer: User }>(`${hub}/profile-update`),
  },
};
