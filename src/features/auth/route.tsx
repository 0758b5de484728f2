/** The auth pages as lazy route modules: the route table loads each only when it is opened. */
export { ForgotPasswordPage as ForgotPasswordRoute } from './pages/ForgotPasswordPage';
export { ResetPasswordPage as ResetPasswordRoute } from './pages/ResetPasswordPage';
export { SignInPage as SignInRoute } from './pages/SignInPage';
export { SignOutPage as SignOutRoute } from './pages/SignOutPage';
export { SignUpPage as SignUpRoute } from './pages/SignUpPage';
export { TwoFactorVerifyPage as TwoFactorVerifyRoute } from './pages/TwoFactorVerifyPage';
export { UnlockSessionPage as UnlockSessionRoute } from './pages/UnlockSessionPage';
export { VerifyEmailPage as VerifyEmailRoute } from './pages/VerifyEmailPage';
