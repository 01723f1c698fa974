import { expect, test } from '@playwright/test';
import { FIRST_ADMIN } from './first-admin';
import { linkIn, mailsTo, tokenOf } from './mailbox';
import { CONFIRM_SUBJECT, signUpUnconfirmed } from './members';

// Runs before every journey (the `first-admin` project, and `approval-admin` for the
// approval-mode server): the database's first account becomes admin, so the admin
// journeys have one and no other journey's member is one.
test('the first account is the admin', async ({ request, baseURL }) => {
  await signUpUnconfirmed(request, FIRST_ADMIN);
  // Both servers sign the same address up and drop their mail in one folder: this
  // server's confirmation is the one whose link points at it.
  const ownLink = () =>
    mailsTo(FIRST_ADMIN.email, CONFIRM_SUBJECT)
      .map((mail) => linkIn(mail, '/verify-email#token='))
      .find((href) => href.startsWith(`${baseURL}/`));
  await expect.poll(ownLink, { timeout: 10_000 }).toBeDefined();
  const res = await request.post('/api/auth/verify-email', {
    data: { token: tokenOf(ownLink() as string) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await (await request.get('/api/auth/session')).json();
  expect(session.member.role).toBe('admin');
});
