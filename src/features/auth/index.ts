export { guestOnly, requireSession, SessionOutlet } from './guards';
export { endSession, startSession } from './session';
export { IdentityProviderOverride, identityProviderConfigured } from './msal/identity-provider-context';
export type { IdentityProvider } from './msal/identity-provider';
export { interactionTypes, MsalConfigError, parseMsalConfig, type InteractionType, type MsalConfig } from './msal/msal-config';
export type { Credentials, SignInResponse } from './types';
export { renewalRetryMs, useSessionRenewal } from './session-renewal';
