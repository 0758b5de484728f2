import { http } from '@/lib/http';
import { parseIncomingCall, type OpenCall } from '../calls-store';
import { realtimeEndpoints } from '../endpoints';

/** The calls still open for the signed-in user: asked after every (re)connect of the live connection. */

/** The server's open calls; an entry that is not a call is left out rather than shown broken. */
export async function getOpenCalls(signal?: AbortSignal): Promise<OpenCall[]> {
  // What comes from outside is checked entry by entry, whatever the contract says.
  const answer: unknown = await http.call(realtimeEndpoints.openCalls, signal ? { signal } : {});
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((entry: { call?: unknown; channel?: unknown }) => {
    const call = parseIncomingCall(entry?.call);
    return call && typeof entry.channel === 'string' ? [{ call, channel: entry.channel }] : [];
  });
}
