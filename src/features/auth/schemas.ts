import type { TFunction } from 'i18next';
import { withLatinDigits } from '@/lib/i18n';
import { emailAddress, emailMaxLength, z } from '@/lib/validation';

export const minPasswordLength = 8;

/** The longest values the account forms take (an address as RFC 5321 allows it): shown as counts, refused beyond by the server. */
export const accountLimits = { email: emailMaxLength, password: 128, name: 100, company: 100 } as const;

/** What the server takes for a new account: the forms' rules without their messages. */
export const signUpRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(accountLimits.name)),
  email: emailAddress(),
  password: z.string().check(z.minLength(minPasswordLength), z.maxLength(accountLimits.password)),
  company: z.optional(z.string().check(z.trim(), z.maxLength(accountLimits.company))),
});

/**
 * The forms' rules, with messages in the page's locale: each names its field and what is wrong. A
 * message is put into words when its rule fails, not when the form is drawn: the sign-in page would
 * otherwise translate every form's dozen messages before it shows.
 */
export function authSchemas(t: TFunction<'auth'>) {
  const message = (key: string, options?: { max?: number; count?: number }) => ({ error: () => t(key, options) });
  const tooLong = (max: number) => message('validation.tooLong', { max });
  const email = z.pipe(
    z
      .string()
      .check(z.trim(), z.minLength(1, message('validation.emailRequired')), z.maxLength(accountLimits.email, tooLong(accountLimits.email))),
    emailAddress(message('validation.emailInvalid')),
  );
  const password = z
    .string()
    .check(z.minLength(1, message('validation.passwordRequired')), z.maxLength(accountLimits.password, tooLong(accountLimits.password)));
  const newPassword = password.check(z.minLength(minPasswordLength, message('validation.passwordTooShort', { count: minPasswordLength })));
  return {
    signIn: z.object({ email, password }),
    unlock: z.object({ password }),
    signUp: z.object({
      name: z
        .string()
        .check(z.trim(), z.minLength(1, message('validation.nameRequired')), z.maxLength(accountLimits.name, tooLong(accountLimits.name))),
      email,
      password: newPassword,
      company: z.string().check(z.trim(), z.maxLength(accountLimits.company, tooLong(accountLimits.company))),
      agreements: z.boolean().check(z.refine(Boolean, message('validation.agreementsRequired'))),
    }),
    forgotPassword: z.object({ email }),
    resetPassword: z.object({ password: newPassword, passwordConfirm: z.string() }).check(
      z.refine((values) => values.password === values.passwordConfirm, {
        ...message('validation.passwordsDiffer'),
        path: ['passwordConfirm'],
      }),
    ),
    // An Arabic keyboard types the code's digits as ٢٤٦٨١٠: they are the same code.
    twoFactor: z.object({
      code: z.string().check(z.trim(), z.overwrite(withLatinDigits), z.regex(/^\d{6}$/, message('validation.codeInvalid'))),
    }),
  };
}
