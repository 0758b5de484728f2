import type { IncomingCall } from './types';

/** An offered call that nobody takes rings this long, then closes (spec silent; TaskRouter-like offers time out). */
export const ringTimeoutMs = 45_000;

export interface RingingCall {
  call: IncomingCall;
  channel: string;
  receivedAt: number;
}

/** What one tab tells the user's others: a room stopped ringing, or a room rings that they may have missed. */
type Message = { type: 'answered'; id: string } | { type: 'ring'; call: IncomingCall; channel: string };

/** A call the server reports open for the user (the answer of `api/calls/open`). */
export interface OpenCall {
  call: IncomingCall;
  channel: string;
}

export interface CallsStoreOptions {
  /** Tabs of one user agree through this channel: a room answered in one closes in all. */
  channelName?: string;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The calls ringing on this page (opened at once; reopen after `dispose` with `open`). A room is shown once: a second offer of a ringing room, or any
 * offer of a room already joined, declined, answered elsewhere or timed out, is ignored, so no call
 * shows twice and no ghost comes back.
 */
export function createCallsStore({
  channelName = 'call-center.calls',
  timeoutMs = ringTimeoutMs,
  now = () => Date.now(),
}: CallsStoreOptions = {}) {
  const ringing = new Map<string, RingingCall & { timer: ReturnType<typeof setTimeout>; seq: number }>();
  // Counts offers; a reconcile closes only what rang before it asked, not what arrived meanwhile.
  let offers = 0;
  const closed = new Set<string>();
  const listeners = new Set<() => void>();
  const closedListeners = new Set<(id: string) => void>();
  let snapshot: RingingCall[] = [];
  let tabs: BroadcastChannel | null = null;

  const changed = () => {
    snapshot = [...ringing.values()]
      .map(({ call, channel, receivedAt }) => ({ call, channel, receivedAt }))
      .sort((a, b) => a.receivedAt - b.receivedAt);
    for (const listener of listeners) listener();
  };

  function offer(call: IncomingCall, channel: string, { tellOtherTabs }: { tellOtherTabs: boolean }) {
    if (!call?.id || closed.has(call.id) || ringing.has(call.id)) return false;
    const timer = setTimeout(() => close(call.id, { tellOtherTabs: false }), timeoutMs);
    offers += 1;
    ringing.set(call.id, { call, channel, receivedAt: now(), timer, seq: offers });
    changed();
    if (tellOtherTabs) tabs?.postMessage({ type: 'ring', call, channel } satisfies Message);
    return true;
  }

  function close(id: string, { tellOtherTabs }: { tellOtherTabs: boolean }) {
    if (!closed.has(id)) for (const listener of closedListeners) listener(id);
    closed.add(id);
    const entry = ringing.get(id);
    if (entry) clearTimeout(entry.timer);
    if (tellOtherTabs) tabs?.postMessage({ type: 'answered', id } satisfies Message);
    if (ringing.delete(id)) changed();
  }

  const store = {
    /** Joins the user's other tabs; a store hears and tells them only while open. */
    open() {
      if (tabs || typeof BroadcastChannel === 'undefined') return;
      tabs = new BroadcastChannel(channelName);
      tabs.onmessage = (event: MessageEvent<Message>) => {
        const message = event.data;
        if (message?.type === 'answered' && typeof message.id === 'string') close(message.id, { tellOtherTabs: false });
        const call = message?.type === 'ring' ? parseIncomingCall(message.call) : null;
        if (call && message?.type === 'ring' && typeof message.channel === 'string') offer(call, message.channel, { tellOtherTabs: false });
      };
    },
    /** Offers a call; false when the room is ringing already or was answered before. Other tabs hear of it too. */
    ring: (call: IncomingCall, channel: string) => offer(call, channel, { tellOtherTabs: true }),
    /** This tab joined or declined the room: it closes here and in the user's other tabs. */
    answer: (id: string) => close(id, { tellOtherTabs: true }),
    /** The server says the room was answered elsewhere: it closes here and in the user's other tabs. */
    answeredElsewhere: (id: string) => close(id, { tellOtherTabs: true }),
    /** Taken before asking the server which calls are open; hand it to `reconcile` with the answer. */
    mark: () => offers,
    /**
     * After a (re)connect: the calls the server still has open ring (once, if missed during the outage);
     * those that rang here before `mark` and are no longer open ended meanwhile and close at once.
     */
    reconcile(open: readonly OpenCall[], mark: number) {
      const stillOpen = new Set(open.map((entry) => entry.call.id));
      for (const [id, entry] of ringing) if (entry.seq <= mark && !stillOpen.has(id)) close(id, { tellOtherTabs: true });
      for (const entry of open) offer(entry.call, entry.channel, { tellOtherTabs: true });
    },
    list: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Told once for each room that stops ringing here: answered in any way, or timed out. */
    onClosed(listener: (id: string) => void) {
      closedListeners.add(listener);
      return () => void closedListeners.delete(listener);
    },
    /** Leaves the other tabs (the page goes, or React tries the effect again); timers stop. */
    dispose() {
      for (const entry of ringing.values()) clearTimeout(entry.timer);
      tabs?.close();
      tabs = null;
    },
  };
  store.open();
  return store;
}

/** A hub message of a call channel: the call as JSON (or already an object); null when it is not one. */
export function parseIncomingCall(payload: unknown): IncomingCall | null {
  let value: unknown = payload;
  if (typeof payload === 'string') {
    try {
      value = JSON.parse(payload);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, category, organizer, createdOn } = value as Partial<IncomingCall>;
  if (typeof id !== 'string' || !id || typeof organizer?.fullName !== 'string') return null;
  return {
    id,
    organizer: { fullName: organizer.fullName },
    createdOn: typeof createdOn === 'string' ? createdOn : new Date().toISOString(),
    ...(typeof category === 'string' && category.trim() ? { category } : {}),
  };
}
