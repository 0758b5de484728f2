/** The interaction types MSAL offers for sign-in; the configuration must name one of them. */
export const interactionTypes = ['popup', 'redirect'] as const;
export type InteractionType = (typeof interactionTypes)[number];

export interface MsalConfig {
  clientId: string;
  authority: string;
  interactionType: InteractionType;
  scopes: string[];
}

export class MsalConfigError extends Error {
  override name = 'MsalConfigError';
}

/**
 * The identity provider's configuration from the build's environment. No client id means no
 * identity provider (the API's own sign-in is used). An unknown interaction type is an error that
 * names the allowed values, raised at start-up rather than at the first sign-in.
 */
export function parseMsalConfig(raw: { clientId: string; authority: string; interactionType: string; scopes: string }): MsalConfig | null {
  if (!raw.clientId) return null;
  const interactionType = raw.interactionType.toLowerCase();
  if (!interactionTypes.includes(interactionType as InteractionType)) {
    throw new MsalConfigError(
      `VITE_MSAL_INTERACTION_TYPE is "${raw.interactionType}", but it must be one of: ${interactionTypes.map((type) => `"${type}"`).join(', ')}.`,
    );
  }
  return {
    clientId: raw.clientId,
    authority: raw.authority || 'https://login.microsoftonline.com/common',
    interactionType: interactionType as InteractionType,
    scopes: raw.scopes.split(/\s+/).filter(Boolean),
  };
}
