import { expect, waitFor } from 'storybook/test';
import preview from '#.storybook/preview';
import { tokenStore } from '@/lib/auth';
import { demoCredentials, demoVerificationCode } from '@mocks/data/auth';
import { AppAt } from './AppAt';
import { expectTopBarSettled } from './test-helpers/top-bar';
import { findHomeWithProfile } from './test-helpers/home';

/** Guards and redirects of the route table (spec point 2), through the composed app's routes. */
const meta = preview.meta({
  title: 'Screens/Guards',
  component: AppAt,
  parameters: { frame: 'fullscreen', router: false },
});

/** A page that needs a session sends an anonymous visitor to sign-in, which returns there afterwards. */
export const SignInReturnsToThePage = meta.story({
  tags: ['fits-phone'],
  args: { path: '/en-US/profile' },
  parameters: { session: false },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sign in' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill in the demo account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    // The demo account has two-step verification: the password leads to the code step.
    await canvas.findByRole('heading', { level: 1, name: 'Two-step verification' });
    await expect(tokenStore.get()).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Fill in the code' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('Anna Gruber');
    // Signed in now: the top bar's controls arrive.
    await expectTopBarSettled(canvas);
  },
});

/**
 * The code step follows a correct password only. Opened by URL it sends the visitor to sign-in, and
 * the fake backend refuses the code on its own, whatever the page does.
 */
export const CodeStepNeedsThePassword = meta.story({
  args: { path: '/en-US/2fa-verify?redirectURL=%2Fen-US%2Fprofile' },
  parameters: { session: false },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible());
    await expect(canvas.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
    const bypass = await fetch('/api/auth/2fa-verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: demoVerificationCode }),
    });
    await expect(bypass.status).toBe(401);
    await expect(tokenStore.get()).toBeNull();
  },
});

/** A signed-in user opening a guest-only page goes to the root, and from there home. */
export const GuestOnlyPageSendsSignedInUserHome = meta.story({
  args: { path: '/en-US/sign-up' },
  play: async ({ canvas }) => {
    await expect(await findHomeWithProfile(canvas)).toBeVisible();
    await expectTopBarSettled(canvas);
  },
});

/** Sign-out is a page that needs a session: without one, sign-in returns to the root, not to sign-out. */
export const SignOutWithoutSession = meta.story({
  args: { path: '/en-US/sign-out' },
  parameters: { session: false },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sign in' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), demoCredentials.email);
    await userEvent.type(canvas.getByLabelText(/^Password/), demoCredentials.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Verification code' }), demoVerificationCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    // redirectURL was "/", which leads home.
    await expect(await findHomeWithProfile(canvas)).toBeVisible();
    await expectTopBarSettled(canvas);
  },
});

/** Signing out from the user menu ends the session; the next page asks to sign in again. */
export const SignOutFromTheUserMenu = meta.story({
  args: { path: '/en-US/sign-out' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'You have signed out' });
    await waitFor(() => expect(tokenStore.get()).toBeNull());
  },
});

/** A session that ends while a page is open (another tab signed out) gives way to sign-in. */
export const SessionEndsWhileOpen = meta.story({
  args: { path: '/en-US/settings' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Settings' });
    tokenStore.clear();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible());
  },
});
