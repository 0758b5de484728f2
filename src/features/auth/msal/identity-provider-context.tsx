import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { env } from '@/lib/env';
import { createMsalIdentityProvider, type IdentityProvider } from './identity-provider';
import { parseMsalConfig } from './msal-config';

// Read once at start-up: a wrong interaction type stops the app with a message naming the allowed values.
const msalConfig = parseMsalConfig(env.msal);

let configured: Promise<IdentityProvider> | null = null;
const configuredProvider = () => (msalConfig ? (configured ??= createMsalIdentityProvider(msalConfig)) : null);

const IdentityProviderContext = createContext<(() => Promise<IdentityProvider> | null) | null>(null);

/** Replaces the configured provider: stories and tests pass a fake one. */
export function IdentityProviderOverride({ provider, children }: { provider: IdentityProvider | null; children: ReactNode }) {
  const load = useMemo(() => () => (provider ? Promise.resolve(provider) : null), [provider]);
  return <IdentityProviderContext.Provider value={load}>{children}</IdentityProviderContext.Provider>;
}

/** The identity provider once loaded, or null when there is none (or it is still loading). */
export function useIdentityProvider(): IdentityProvider | null {
  const load = useContext(IdentityProviderContext) ?? configuredProvider;
  const [provider, setProvider] = useState<IdentityProvider | null>(null);
  useEffect(() => {
    let current = true;
    void load()?.then((loaded) => {
      if (current) setProvider(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [load]);
  return provider;
}
