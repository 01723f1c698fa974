// The account pages' public face for other features (re-exports only; vite.config.ts marks
// feature index files side-effect free): the joining pages (features/membership) share
// the frame, the forms' alerts and the sign-up form.
export { AccountFields } from './account-fields';
export { useSignOut } from './api';
export { AuthLayout, CardLink, FormError } from './auth-layout';
export { LinkProblem } from './link-problem';
export { useLinkToken } from './link-token';
export { showFieldIssues } from './server-error';
export { SignUpForm } from './sign-up-form';
