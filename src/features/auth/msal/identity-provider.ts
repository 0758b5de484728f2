import type { MsalConfig } from './msal-config';

/** Sign-in through an external identity provider; what it yields is exchanged for the API's session. */
export interface IdentityProvider {
  /**
   * Popup: resolves with the provider's access token (rejects if the popup is blocked or closed).
   * Redirect: leaves the page; the token arrives through `completeRedirect` after the return.
   */
  signIn(options: { redirectURL: string }): Promise<string | null>;
  /** After a redirect back from the provider: its token and where the user was going, or null. */
  completeRedirect(): Promise<{ accessToken: string; redirectURL: string | null } | null>;
}

/**
 * The MSAL implementation. msal-browser loads only here, when an identity provider is configured,
 * so demo builds and builds without one never download it.
 */
export async function createMsalIdentityProvider(config: MsalConfig): Promise<IdentityProvider> {
  const { createStandardPublicClientApplication } = await import('@azure/msal-browser');
  const app = await createStandardPublicClientApplication({
    auth: { clientId: config.clientId, authority: config.authority, redirectUri: `${window.location.origin}/` },
    // Session storage survives the redirect round trip but not the tab (memory would break redirects).
    cache: { cacheLocation: 'sessionStorage' },
  });
  const request = { scopes: config.scopes };
  return {
    async signIn({ redirectURL }) {
      if (config.interactionType === 'popup') {
        const result = await app.loginPopup(request);
        return result.accessToken;
      }
      // The provider sends the user back to this sign-in page, which completes the sign-in on load.
      await app.loginRedirect({ ...request, state: redirectURL, redirectUri: `${window.location.origin}${window.location.pathname}` });
      return null;
    },
    async completeRedirect() {
      const result = await app.handleRedirectPromise();
      if (!result) return null;
      return { accessToken: result.accessToken, redirectURL: result.state ?? null };
    },
  };
}
