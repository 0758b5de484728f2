import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, fn, waitFor, type within } from 'storybook/test';
import preview from '#.storybook/preview';
import { tokenStore } from '@/lib/auth';
import { demoCredentials } from '@mocks/data/auth';
import { issueDemoToken, userTable } from '@mocks/handlers';
import { IdentityProviderOverride } from '../msal/identity-provider-context';
import { SignInPage } from './SignInPage';

const meta = preview.meta({
  title: 'Screens/Sign-in/Sign in',
  component: SignInPage,
  parameters: { frame: 'fullscreen', session: false, route: { path: '/{lang}/sign-in?redirectURL=%2Fen-US%2Fprofile' } },
});

/** The workbench's phone-sized viewport. */
const phone = { value: 'mobile2', isRotated: false };

/** In demo mode the page shows the sample account and can fill it in. */
export const DemoAccount = meta.story({
  tags: ['fits-phone'],
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText(/Sign in with anna\.gruber@callcenter\.example and the password demo-2026/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Fill in the demo account' }));
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(demoCredentials.email);
  },
});

/**
 * While the fake backend starts, the demo notice's place is held: its title, lines where the text
 * comes, and the button's size. The form can be used meanwhile.
 */
export const DemoAccountLoading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/demo/account', () => delay('infinite')));
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByText('Demo account')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Fill in the demo account' })).toBeNull();
    await expect(canvas.queryByText(/anna\.gruber@callcenter\.example/)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'someone@callcenter.example');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('someone@callcenter.example');
  },
});

/** The same on a phone, in Arabic, dark. */
export const DemoAccountLoadingOnAPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', scheme: 'dark', viewport: phone },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/demo/account', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('الحساب التجريبي')).toBeVisible());
    await expect(canvas.queryByText(/anna\.gruber@callcenter\.example/)).toBeNull();
  },
});

/** Holds the sample account back until the returned function is called; the fake backend's answer follows. */
function holdDemoAccount(msw: { use: (...handlers: HttpHandler[]) => void }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  msw.use(http.get('*/api/demo/account', async () => void (await held)));
  return () => release();
}

/** The page's words for the notice and the form, in the story's locale. */
interface NoticeWords {
  title: string;
  email: string;
  fill: string;
}

let releaseDemoAccount = () => {};

/** Holds the sample account back for the story's play. */
const holdTheAccount = ({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) => {
  releaseDemoAccount = holdDemoAccount(msw);
};

/** Notes where the e-mail field is beside the held notice, lets the account come, and checks that the field has not moved. */
const formStaysPut =
  (words: NoticeWords) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await canvas.findByText(words.title);
    const email = await canvas.findByRole('textbox', { name: words.email });
    const before = email.getBoundingClientRect().top;
    releaseDemoAccount();
    await canvas.findByRole('button', { name: words.fill });
    await expect(email.getBoundingClientRect().top).toBe(before);
  };

/** When the sample account comes, the notice's text takes the held place: the form does not move. */
export const FormStaysWhenTheDemoAccountComes = meta.story({
  beforeEach: holdTheAccount,
  play: formStaysPut({ title: 'Demo account', email: 'E-mail address', fill: 'Fill in the demo account' }),
});

/** The same on a phone, in Arabic: the held text wraps as the Arabic text does. */
export const FormStaysWhenTheDemoAccountComesOnAPhone = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'ar-SA', viewport: phone },
  beforeEach: holdTheAccount,
  play: formStaysPut({ title: 'الحساب التجريبي', email: 'البريد الإلكتروني', fill: 'تعبئة الحساب التجريبي' }),
});

/** And in German on a phone, the longest of the texts: five lines there. */
export const FormStaysWhenTheDemoAccountComesInGerman = meta.story({
  tags: ['fits-phone'],
  globals: { locale: 'de-AT', viewport: phone },
  beforeEach: holdTheAccount,
  play: formStaysPut({ title: 'Demo-Konto', email: 'E-Mail-Adresse', fill: 'Demo-Konto eintragen' }),
});

/** The sample account cannot be had: no notice, and nothing held for it. */
export const DemoAccountUnavailable = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get('*/api/demo/account', () => HttpResponse.json({ message: 'Not available' }, { status: 404 })));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Demo account')).toBeNull(), { timeout: 15_000 });
  },
});

/** Each invalid field says what is wrong with it; nothing is sent. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByText('Enter your e-mail address.')).toBeVisible());
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'anna@');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Enter a valid e-mail address, such as name@example.org.')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(tokenStore.get()).toBeNull();
  },
});

type Canvas = ReturnType<typeof within>;
type User = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> };

const fillAndSubmit = async (canvas: Canvas, userEvent: User, password: string) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail address' }), demoCredentials.email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

/** A wrong password (404 from the API) is named as such, and what was typed stays. */
export const WrongPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, 'guess-2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong e-mail address or password.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(demoCredentials.email);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('guess-2026');
    await expect(tokenStore.get()).toBeNull();
  },
});

/** The server cannot be reached: the page says so, not "wrong password". */
export const ServerUnreachable = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/auth/sign-in', () => HttpResponse.error()));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, demoCredentials.password);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server cannot be reached. Check your connection and try again.');
  },
});

/** An account without two-step verification is signed in by its password: the token is kept for every later call. */
export const SignsIn = meta.story({
  async beforeEach({ msw }) {
    const session = { user: userTable.get(), accessToken: await issueDemoToken('user-1'), tokenType: 'bearer' };
    msw.use(http.post('*/api/auth/sign-in', () => HttpResponse.json(session)));
  },
  play: async ({ canvas, userEvent }) => {
    await fillAndSubmit(canvas, userEvent, demoCredentials.password);
    await waitFor(() => expect(tokenStore.get()).not.toBeNull());
  },
});

const popupProvider = { signIn: fn(async () => issueDemoToken('user-1')), completeRedirect: fn(async () => null) };

/** With an identity provider configured, its popup's token is exchanged for the API's session. */
export const IdentityProviderPopup = meta.story({
  decorators: [
    (Story) => (
      <IdentityProviderOverride provider={popupProvider}>
        <Story />
      </IdentityProviderOverride>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: "Sign in with your organization's account" }));
    await waitFor(() => expect(tokenStore.get()).not.toBeNull());
    await expect(popupProvider.signIn).toHaveBeenCalledWith({ redirectURL: '/en-US/profile' });
  },
});

const refusingProvider = {
  signIn: fn(async (): Promise<string> => Promise.reject(new Error('The popup was closed.'))),
  completeRedirect: fn(async () => null),
};

export const IdentityProviderFails = meta.story({
  decorators: [
    (Story) => (
      <IdentityProviderOverride provider={refusingProvider}>
        <Story />
      </IdentityProviderOverride>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: "Sign in with your organization's account" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Signing in with your organization's account did not work: The popup was closed.",
    );
  },
});
