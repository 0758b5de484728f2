import type { TFunction } from 'i18next';
import { z } from 'zod';

export const minPasswordLength = 8;

/** The forms' rules, with messages in the page's locale: each names its field and what is wrong. */
export function authSchemas(t: TFunction<'auth'>) {
  const email = z.string().trim().min(1, t('validation.emailRequired')).pipe(z.email(t('validation.emailInvalid')));
  const password = z.string().min(1, t('validation.passwordRequired'));
  const newPassword = z.string().min(1, t('validation.passwordRequired')).min(minPasswordLength, t('validation.passwordTooShort', { count: minPasswordLength }));
  return {
    signIn: z.object({ email, password }),
    unlock: z.object({ password }),
    signUp: z.object({
      name: z.string().trim().min(1, t('validation.nameRequired')),
      email,
      password: newPassword,
      company: z.string().trim(),
      agreements: z.boolean().refine(Boolean, t('validation.agreementsRequired')),
    }),
    forgotPassword: z.object({ email }),
    resetPassword: z
      .object({ password: newPassword, passwordConfirm: z.string() })
      .refine((values) => values.password === values.passwordConfirm, { message: t('validation.passwordsDiffer'), path: ['passwordConfirm'] }),
    twoFactor: z.object({ code: z.string().trim().regex(/^\d{6}$/, t('validation.codeInvalid')) }),
  };
}
