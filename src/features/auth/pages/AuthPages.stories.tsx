import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { tokenStore } from '@/lib/auth';
import { demoCredentials, demoVerificationCode, issueDemoToken } from '@mocks/data/auth';
import { issueChallenge, userTable } from '@mocks/handlers';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignOutPage } from './SignOutPage';
import { SignUpPage } from './SignUpPage';
import { TwoFactorVerifyPage } from './TwoFactorVerifyPage';
import { UnlockSessionPage } from './UnlockSessionPage';
import { VerifyEmailPage } from './VerifyEmailPage';

/** The other pages of the empty layout: each validates what it asks for and says how it went. */
const meta = preview.meta({
  title: 'Screens/Sign-in/Account pages',
  parameters: { frame: 'fullscreen', session: false },
});

export const SignUp = meta.story({
  tags: ['fits-phone'],
  render: () => <SignUpPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(canvas.getByText('Enter your full name.')).toBeVisible());
    await expect(canvas.getByText('Please accept the terms and the privacy policy.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Lena Huber');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'lena.huber@example.org');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Use at least 8 characters.')).toBeVisible());
    await userEvent.type(canvas.getByLabelText(/^Password/), '-but-longer');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your account has been requested.');
  },
});

export const ForgotPassword = meta.story({
  tags: ['fits-phone'],
  render: () => <ForgotPasswordPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail address' }), ' lena.huber@example.org ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If an account exists for lena.huber@example.org, a reset link is on its way.',
    );
  },
});

/** A failed request keeps the address and says why. */
export const ForgotPasswordServerError = meta.story({
  render: () => <ForgotPasswordPage />,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/forgot-password', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail address' }), 'lena.huber@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That did not work (error 500). Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('lena.huber@example.org');
  },
});

export const ResetPassword = meta.story({
  render: () => <ResetPasswordPage />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'a-new-password');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'a-new-passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(canvas.getByText('The passwords do not match.')).toBeVisible());
    await userEvent.clear(canvas.getByLabelText(/^Confirm password/));
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'a-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been reset.');
  },
});

/** A locked session asks only for the password of the user it belongs to. */
export const UnlockSession = meta.story({
  parameters: { session: true },
  render: () => <UnlockSessionPage />,
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Your session is locked. Enter your password to go on as Anna Gruber.')).toBeVisible());
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong e-mail address or password.');
    await userEvent.clear(canvas.getByLabelText(/^Password/));
    await userEvent.type(canvas.getByLabelText(/^Password/), demoCredentials.password);
    // The page's clock is fixed, so a new 7-day token would equal the old one: the session unlocked
    // here is a shorter one (unlocking needs a session), and the new token replaces it.
    const locked = await issueDemoToken(userTable.get().id, { name: userTable.get().fullName, lifetimeSeconds: 600 });
    tokenStore.set(locked);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(tokenStore.get()).not.toBe(locked));
    await expect(tokenStore.get()).not.toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** Signing out forgets the token at once and counts down to the start page. */
export const SignOut = meta.story({
  parameters: { session: true },
  render: () => <SignOutPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('You will be taken to the start page in 5 seconds.');
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
});

export const VerifyEmail = meta.story({
  render: () => <VerifyEmailPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/en-US/sign-in');
  },
});

/**
 * The code step as the password step leaves it: opened with a challenge the fake backend issued for
 * the story (after the story's data was reset, which happens before it renders).
 */
function AfterThePasswordStep() {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  useEffect(() => {
    void issueChallenge('user-1').then((challenge) => navigate(pathname, { replace: true, state: challenge }));
  }, [navigate, pathname]);
  return state ? <TwoFactorVerifyPage /> : null;
}

const afterThePasswordStep = {
  parameters: { route: { path: '/{lang}/2fa-verify' } },
  render: () => <AfterThePasswordStep />,
};

export const TwoFactorVerify = meta.story({
  tags: ['fits-phone'],
  ...afterThePasswordStep,
  play: async ({ canvas, userEvent }) => {
    const code = await canvas.findByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByText('Enter the 6-digit code.')).toBeVisible());
    await userEvent.type(code, '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill in the code' }));
    await expect(code).toHaveValue(demoVerificationCode);
    // The right code signs in and leaves the page: the journey "Sign in returns to the page" follows it there.
    await expect(tokenStore.get()).toBeNull();
  },
});

/** An Arabic keyboard types the code in Arabic digits: it is the same code, and it signs in. */
export const TwoFactorVerifyInArabicDigits = meta.story({
  ...afterThePasswordStep,
  parameters: { ...afterThePasswordStep.parameters, visual: false }, // Signed in, the page is left; TwoFactorVerify pictures it.
  globals: { locale: 'ar-SA' },
  play: async ({ canvas, userEvent }) => {
    const arabic = [...demoVerificationCode].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join('');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'رمز التحقق' }), arabic);
    await userEvent.click(canvas.getByRole('button', { name: 'تحقّق' }));
    await waitFor(() => expect(tokenStore.get()).not.toBeNull());
  },
});

/** A challenge that has run out (or was spent) cannot be retried with another code: the user signs in again. */
export const TwoFactorChallengeExpired = meta.story({
  ...afterThePasswordStep,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/2fa-verify', () => HttpResponse.json({ message: 'Sign in again' }, { status: 401 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), demoVerificationCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was used up. Please sign in again with your password.',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(tokenStore.get()).toBeNull();
  },
});
