import { expect, test } from '@playwright/test';
import { startDiscussion } from './support/discussions';
import { asAdminApi } from './support/first-admin';
import { signInAsNewMember } from './support/members';

// Issue 21: a suspended member's sessions end at once. Their open page learns it at once
// (issue 22's live stream), and signing in again says they are suspended and until when.
test('an admin suspends a member whose open page then shows they are signed out', async ({
  page,
  baseURL,
}) => {
  const member = await signInAsNewMember(page, { firstName: 'Sol', lastName: 'Pended' });
  const { member: me } = await (await page.request.get('/api/auth/session')).json();
  const discussion = await startDiscussion(page, { title: 'Anyone going to the port expo?' });
  await page.goto(`/discussions/${discussion.id}`);
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const form = page.getByRole('form', { name: 'Reply to the discussion' });
  await form.getByLabel('Your reply').fill('Looking for people to share a booth.');

  // The admin suspends them from elsewhere.
  const until = '2099-07-04T17:30:00.000Z';
  await asAdminApi(baseURL, async (admin) => {
    const suspended = await admin.put(
      `/api/admin/members/${encodeURIComponent(me.id)}/suspension`,
      { data: { reason: 'Spam in discussions', until } },
    );
    expect(suspended.status(), await suspended.text()).toBe(200);
  });

  // The open page learns at once, without a call of its own: its live stream ends with
  // session-ended (decision 025), and the page shows the member signed out, on to sign-in.
  await expect(page).toHaveURL(
    `/sign-in?next=${encodeURIComponent(`/discussions/${discussion.id}`)}`,
  );

  // Signing in says why not, and until when (the community's time zone).
  const signInForm = page.getByRole('tabpanel', { name: 'Sign in' });
  await signInForm.getByLabel('Email').fill(member.email);
  await signInForm.getByLabel('Password').fill(member.password);
  await signInForm.getByRole('button', { name: 'Sign in' }).click();
  await expect(signInForm.getByRole('alert')).toHaveText(
    'Your account is suspended until July 4, 2099 at 12:30 PM.',
  );
});
