import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { authSchemas } from './schemas';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;
const schemas = authSchemas(t);
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('auth form rules', () => {
  it('names the field and the reason for a bad sign-in', () => {
    expect(issues(schemas.signIn.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(issues(schemas.signIn.safeParse({ email: 'anna@', password: 'x' }))).toEqual({ email: 'validation.emailInvalid' });
  });

  it('accepts internationalised addresses', () => {
    for (const email of ['ännä@exämple.at', 'müller@bücher.de', 'user@例え.jp', 'anna.gruber+work@callcenter.example']) {
      expect(schemas.signIn.safeParse({ email, password: 'x' }).success, email).toBe(true);
    }
    expect(issues(schemas.signIn.safeParse({ email: 'ännä@', password: 'x' }))).toEqual({ email: 'validation.emailInvalid' });
  });

  it("refuses values over the fields' limits, saying so", () => {
    expect(issues(schemas.signIn.safeParse({ email: 'anna@example.org', password: 'x'.repeat(129) }))).toEqual({
      password: 'validation.tooLong',
    });
    expect(issues(schemas.signIn.safeParse({ email: `${'a'.repeat(250)}@b.at`, password: 'x' }))).toEqual({ email: 'validation.tooLong' });
  });

  it('accepts an address with spaces around it', () => {
    expect(schemas.signIn.safeParse({ email: '  anna@example.org ', password: 'x' }).success).toBe(true);
  });

  it('asks for a long enough, repeated new password', () => {
    expect(issues(schemas.resetPassword.safeParse({ password: 'short', passwordConfirm: 'short' }))).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(issues(schemas.resetPassword.safeParse({ password: 'long enough', passwordConfirm: 'long enougH' }))).toEqual({
      passwordConfirm: 'validation.passwordsDiffer',
    });
  });

  it('requires the agreements on sign-up and six digits for two-step verification', () => {
    expect(
      issues(
        schemas.signUp.safeParse({ name: 'Anna', email: 'anna@example.org', password: 'long enough', company: '', agreements: false }),
      ),
    ).toEqual({
      agreements: 'validation.agreementsRequired',
    });
    expect(schemas.twoFactor.safeParse({ code: '12345' }).success).toBe(false);
    expect(schemas.twoFactor.safeParse({ code: '123456' }).success).toBe(true);
    // As an Arabic keyboard types it: the code sent is in Latin digits.
    expect(schemas.twoFactor.parse({ code: ' ٢٤٦٨١٠ ' })).toEqual({ code: '246810' });
  });

  it('puts a message into words only when its rule fails, with the figures it names', () => {
    const translate = vi.fn((key: string, options?: object) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`);
    const rules = authSchemas(translate as unknown as TFunction<'auth'>);
    expect(translate).not.toHaveBeenCalled();
    expect(rules.signIn.safeParse({ email: 'anna@example.org', password: 'x' }).success).toBe(true);
    expect(translate).not.toHaveBeenCalled();
    expect(issues(rules.resetPassword.safeParse({ password: 'short', passwordConfirm: 'short' }))).toEqual({
      password: 'validation.passwordTooShort {"count":8}',
    });
    expect(
      issues(
        rules.signUp.safeParse({
          name: 'x'.repeat(101),
          email: 'anna@example.org',
          password: 'long enough',
          company: '',
          agreements: true,
        }),
      ),
    ).toEqual({
      name: 'validation.tooLong {"max":100}',
    });
    expect(translate).toHaveBeenCalledTimes(2);
  });
});
