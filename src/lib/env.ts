/**
 * Build-time configuration. With no VITE_API_URL the app runs on its embedded fake backend
 * (demo mode); with one, every call goes to that API and the fake backend is never loaded.
 * The identity provider (MSAL) is used when VITE_MSAL_CLIENT_ID is set; see `@/features/auth`.
 */
const read = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const env = {
  apiUrl: read(import.meta.env.VITE_API_URL),
  /** Demo mode: the embedded fake backend answers, with its sample account and demo tools. */
  demo: !read(import.meta.env.VITE_API_URL),
  /** The VAPID public key (URL-safe base64) the push service knows the server by. */
  vapidPublicKey: read(import.meta.env.VITE_VAPID_PUBLIC_KEY),
  msal: {
    clientId: read(import.meta.env.VITE_MSAL_CLIENT_ID),
    authority: read(import.meta.env.VITE_MSAL_AUTHORITY),
    /** `popup` or `redirect`; anything else is a configuration error. */
    interactionType: read(import.meta.env.VITE_MSAL_INTERACTION_TYPE) || 'redirect',
    /** Space-separated scopes asked for the API's token. */
    scopes: read(import.meta.env.VITE_MSAL_SCOPES),
  },
} as const;
