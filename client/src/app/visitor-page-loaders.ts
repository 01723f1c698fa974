import type { PageLoaders } from './page-loader-types';

/**
 * How the browser downloads the pages a visitor can open (the route table's `visitor` and
 * `any` pages: landing, sign-in, the e-mailed links' pages), keyed by the table's `page`.
 * They sit in the entry; the member pages' loaders sit in the member frame's chunk
 * (member-page-loaders.ts), so the landing page does not carry a list of every member
 * page's files (decision 068). page-loaders.test.ts checks each import against its key.
 */
export const VISITOR_PAGE_LOADERS = {
  'src/features/landing/landing-page.tsx': () =>
    import('@/features/landing/landing-page').then((m) => m.LandingPage),
  'src/features/auth/sign-in-page.tsx': () =>
    import('@/features/auth/sign-in-page').then((m) => m.SignInPage),
  'src/features/setup/setup-page.tsx': () =>
    import('@/features/setup/setup-page').then((m) => m.SetupPage),
  'src/features/auth/forgot-password-page.tsx': () =>
    import('@/features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
  'src/features/auth/reset-password-page.tsx': () =>
    import('@/features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  'src/features/membership/join-page.tsx': () =>
    import('@/features/membership/join-page').then((m) => m.JoinPage),
  'src/features/auth/verify-email-page.tsx': () =>
    import('@/features/auth/verify-email-page').then((m) => m.VerifyEmailPage),
  'src/features/notifications/unsubscribe-page.tsx': () =>
    import('@/features/notifications/unsubscribe-page').then((m) => m.UnsubscribePage),
} satisfies PageLoaders<'visitor' | 'any'>;
