import { createContext, useContext, type ReactNode } from 'react';

/**
 * The places in the frame that other features fill: the top bar's search, shortcuts, messages,
 * notifications and quick chat, and the connection banner below it. The app composes them; the
 * shell only decides where (and whether) each shows.
 */
export interface ShellSlots {
  search?: ReactNode;
  shortcuts?: ReactNode;
  messages?: ReactNode;
  notifications?: ReactNode;
  quickChat?: ReactNode;
  connectionBanner?: ReactNode;
  /** The live side of a session (presence, incoming calls): on every page, whatever its layout. */
  realtime?: ReactNode;
  /** Demo mode's tools (role switch, reset); absent against a real API. */
  demoTools?: ReactNode;
}

const ShellSlotsContext = createContext<ShellSlots>({});

export function ShellSlotsProvider({ slots, children }: { slots: ShellSlots; children: ReactNode }) {
  return <ShellSlotsContext.Provider value={slots}>{children}</ShellSlotsContext.Provider>;
}

export const useShellSlots = () => useContext(ShellSlotsContext);
