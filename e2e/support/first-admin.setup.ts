import { expect, test } from '@playwright/test';
import { projectAdmin } from './first-admin';
import { signUpAndConfirm } from './members';

// Runs before every journey (the `first-admin` project): the database's first account
// becomes admin, so the admin journeys have one and no other journey's member is one.
test('the first account is the admin', async ({ request }) => {
  await signUpAndConfirm(request, projectAdmin());
  const session = await (await request.get('/api/auth/session')).json();
  expect(session.member.role).toBe('admin');
});
