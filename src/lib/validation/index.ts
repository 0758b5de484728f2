import { z } from 'zod';

// Zod compiles object schemas with `new Function` when it may, and merely probing whether it may is
// reported as a violation under the app's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'). The interpreted parser is fast enough for forms and API answers. Every module that
// parses imports zod from here, so the setting holds before the first parse.
z.config({ jitless: true });

/** The longest e-mail address SMTP can carry. */
export const emailMaxLength = 254;

/** An e-mail address, internationalised ones included (ännä@exämple.at). */
export const emailAddress = (message?: string) => z.email({ pattern: z.regexes.unicodeEmail, ...(message ? { error: message } : {}) }).max(emailMaxLength);

/** The pictures the product takes from a user (an avatar, a note's image): common web formats up to 5 MB. */
export const pictureRules = { types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 5 * 1024 * 1024 } as const;

export { z };
