/**
 * Build-time configuration. With no VITE_API_URL the app runs on its embedded fake backend
 * (demo mode); with one, every call goes to that API and the fake backend is never loaded.
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined)?.trim() || '',
} as const;
