import * as z from 'zod/mini';

// Zod's mini build: checks and wrappers are functions (`z.optional(z.string().check(z.maxLength(80)))`)
// rather than methods, so a page carries the parts of the validator it uses, about 10 KB gzip instead of
// the 25 KB of the method-chaining build. It has no built-in messages: every rule a person can break
// names its own, in the page's language; the fake backend loads English ones for its answers.

// Zod compiles object schemas with `new Function` when it may, and merely probing whether it may is
// reported as a violation under the app's Content-Security-Policy (script-src 'self', no
// 'unsafe-eval'). The interpreted parser is fast enough for forms and API answers. Every module that
// parses imports zod from here, so the setting holds before the first parse.
z.config({ jitless: true });

/** The longest e-mail address SMTP can carry. */
export const emailMaxLength = 254;

/** An e-mail address, internationalised ones included (ännä@exämple.at). */
export const emailAddress = (message?: string | { error: () => string }) => {
  const error = typeof message === 'string' ? { error: message } : (message ?? {});
  return z.email({ pattern: z.regexes.unicodeEmail, ...error }).check(z.maxLength(emailMaxLength, error));
};

/** The pictures the product takes from a user (an avatar, a note's image): common web formats up to 5 MB. */
export const pictureRules = { types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], maxBytes: 5 * 1024 * 1024 } as const;

/** The object as it is, refusing any key it does not name (a request that carries more is refused, not trimmed). */
export const strict = <Shape extends z.core.$ZodShape>(schema: z.ZodMiniObject<Shape>) => z.strictObject(schema.shape);

export { z };
