import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { APPROVAL_ADMIN, signInAsAdmin } from './support/first-admin';
import { uniqueEmail } from './support/members';

// The console's joining tabs (issue 21) against the second server, in approval mode (the
// `approval` project). Its database is shared with the other approval journeys, so each
// test finds its own applicants and invitations by a tag; the Settings journey puts the
// join mode back to approval, which the others rely on. Serial: one at a time here.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'correct horse battery';

interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
  name: string;
}

/** Signs someone up with an application (202: no session, the admins review it). */
async function apply(
  request: APIRequestContext,
  firstName: string,
  tag: string,
  answers: { company: string; title: string; website: string; reason: string },
): Promise<Applicant> {
  const lastName = `Applicant-${tag}`;
  const email = uniqueEmail(`apply-${firstName.toLowerCase()}`);
  const res = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName, lastName, application: answers },
  });
  expect(res.status(), await res.text()).toBe(202);
  return { email, firstName, lastName, name: `${firstName} ${lastName}` };
}

/** Where the account stands, as its own fresh session sees it. */
async function membershipOf(baseURL: string | undefined, who: Applicant) {
  const context = await request.newContext({ baseURL });
  try {
    const signIn = await context.post('/api/auth/signin', {
      data: { email: who.email, password: PASSWORD },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const session = await (await context.get('/api/auth/session')).json();
    return session.member.membership as string;
  } finally {
    await context.dispose();
  }
}

async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test('the admin approves, declines with a message, and approves two by the keyboard', async ({
  page,
  baseURL,
}) => {
  const tag = `apl${Date.now().toString(36)}`;
  const website = 'https://www.linkedin.com/in/grace-example';
  const grace = await apply(page.request, 'Grace', tag, {
    company: 'Navy Labs',
    title: 'Rear admiral',
    website,
    reason: `Compilers, mostly.\nAnd mentoring. ${'Supercalifragilistic'.repeat(6)}`,
  });
  const alan = await apply(page.request, 'Alan', tag, {
    company: 'Bletchley',
    title: 'Cryptanalyst',
    website: '',
    reason: 'Machines that think.',
  });
  const ida = await apply(page.request, 'Ida', tag, {
    company: 'Rand',
    title: 'Programmer',
    website: '',
    reason: 'Numerical analysis.',
  });
  const kay = await apply(page.request, 'Kay', tag, {
    company: 'ENIAC',
    title: 'Programmer',
    website: '',
    reason: 'Ballistics tables.',
  });

  await signInAsAdmin(page);
  await page.goto('/admin');
  const tab = page.getByRole('tab', { name: /^Applications/ });
  await expect(tab).toHaveAccessibleName(/^Applications \(\d+\)$/);
  await tab.click();
  await expect(page).toHaveURL(/\/admin\?tab=applications$/);
  await expect(tab).toHaveAttribute('aria-selected', 'true');

  const list = page.getByRole('list', { name: 'Applications' });
  const card = (who: Applicant) => list.getByRole('listitem', { name: who.name });
  const mine = list.getByRole('listitem').filter({ hasText: tag });
  // Newest first.
  await expect(mine.getByRole('heading', { level: 3 })).toHaveText([
    kay.name,
    ida.name,
    alan.name,
    grace.name,
  ]);
  const first = card(grace);
  await expect(first).toContainText(grace.email);
  await expect(first).toContainText('E-mail not confirmed');
  await expect(first).toContainText('Domain: example.com');
  await expect(first).toContainText('Rear admiral at Navy Labs');
  await expect(first).toContainText('Compilers, mostly.');
  await expect(first).toContainText(/Applied (less than a minute|1 minute) ago/);
  const link = first.getByRole('link', { name: website });
  await expect(link).toHaveAttribute('href', website);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expectNoSeriousViolations(page);

  // Approve Grace by her button.
  await first.getByRole('button', { name: `Approve ${grace.name}` }).click();
  await expect(notifications(page)).toContainText('Application approved');
  await expect(card(grace)).toHaveCount(0);
  // The focus moves on to a neighbouring card, never to <body> (decision 024).
  await expect(list.locator('li:focus')).toHaveCount(1);

  // Decline Alan, with a message, through the dialog.
  await card(alan)
    .getByRole('button', { name: `Decline ${alan.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Decline application' });
  await dialog
    .getByRole('textbox', { name: 'Message to the applicant' })
    .fill('We keep membership to founders for now.');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(notifications(page)).toContainText('Application declined');
  await expect(card(alan)).toHaveCount(0);
  await expect(list.locator('li:focus')).toHaveCount(1);

  // Ida and Kay together, from the keyboard.
  await page.mouse.move(0, 0);
  await card(ida)
    .getByRole('checkbox', { name: `Select ${ida.name}` })
    .focus();
  await page.keyboard.press('Space');
  await card(kay)
    .getByRole('checkbox', { name: `Select ${kay.name}` })
    .focus();
  await page.keyboard.press('Space');
  const approveSelected = page.getByRole('button', { name: 'Approve selected (2)' });
  await approveSelected.focus();
  await page.keyboard.press('Enter');
  await expect(notifications(page)).toContainText('2 applications approved');
  await expect(mine).toHaveCount(0);
  // A card left, or the heading when none is.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.tagName))
    .toMatch(/^(LI|H2)$/);

  // The decided ones are on record under their state.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Declined' }).click();
  await expect(card(alan)).toContainText('Message: We keep membership to founders for now.');

  // Each account, in a session of its own, stands where the admin put it.
  expect(await membershipOf(baseURL, grace)).toBe('active');
  expect(await membershipOf(baseURL, alan)).toBe('declined');
  expect(await membershipOf(baseURL, ida)).toBe('active');
  expect(await membershipOf(baseURL, kay)).toBe('active');
});

test('the admin invites people, skips an existing account, revokes one and resends another', async ({
  page,
}) => {
  const keep = uniqueEmail('invite-keep');
  const drop = uniqueEmail('invite-drop');
  await signInAsAdmin(page);
  await page.goto('/admin?tab=invitations');
  await expect(page.getByRole('tab', { name: 'Invitations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const box = page.getByRole('textbox', { name: 'E-mail addresses' });
  await box.fill(`${keep}, not-an-address`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Enter a valid email address: not-an-address')).toBeVisible();

  await box.fill(`${keep}\n${drop}; ${APPROVAL_ADMIN.email}`);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(notifications(page)).toContainText('Invitations sent');
  await expect(notifications(page)).toContainText('2 invited');
  await expect(page.getByRole('list', { name: 'Not invited' })).toHaveText(
    `${APPROVAL_ADMIN.email}: Already has an account`,
  );
  await expect(box).toHaveValue('');

  const list = page.getByRole('list', { name: 'Invitations' });
  const card = (email: string) => list.getByRole('listitem').filter({ hasText: email });
  await expect(card(keep)).toContainText('Sent');
  await expect(card(keep)).toContainText(
    `Invited by ${APPROVAL_ADMIN.firstName} ${APPROVAL_ADMIN.lastName}`,
  );
  await expect(card(keep)).toContainText('Sent once');
  await expect(card(keep)).toContainText('Expires in 7 days');
  await expect(card(drop)).toContainText('Sent');
  await expectNoSeriousViolations(page);

  // Revoke one, asked first.
  await card(drop)
    .getByRole('button', { name: `Revoke the invitation to ${drop}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke invitation?' });
  await expect(confirm).toContainText(drop);
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(notifications(page)).toContainText('Invitation revoked');
  await expect(card(drop)).toContainText('Revoked');
  await expect(card(drop).getByRole('button')).toHaveCount(0);

  // Resend the other.
  await card(keep)
    .getByRole('button', { name: `Resend to ${keep}` })
    .click();
  await expect(notifications(page)).toContainText('Invitation sent again');
  await expect(card(keep)).toContainText('Sent 2 times');

  // The Revoked filter has the revoked one and not the other.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Revoked' }).click();
  await expect(card(drop)).toHaveCount(1);
  await expect(card(keep)).toHaveCount(0);
});

test('every tab fits a 360 px screen and is axe-clean', async ({ page }) => {
  const tag = `nar${Date.now().toString(36)}`;
  // A pending application with long words, so the queue has a card to lay out.
  const wide = await apply(page.request, 'Wilhelmina', tag, {
    company: 'Internationalisation Consultancy Worldwide',
    title: 'Principal',
    website: `https://example.com/${'very-long-path-segment'.repeat(6)}`,
    reason: 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4),
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  const tabs: [string | RegExp, string, () => ReturnType<Page['getByTestId']>][] = [
    ['Members', 'Members', () => page.getByTestId('admin-member-count')],
    [
      /^Applications/,
      'Applications',
      () =>
        page.getByRole('list', { name: 'Applications' }).getByRole('listitem', { name: wide.name }),
    ],
    ['Invitations', 'Invitations', () => page.getByTestId('invitation-count')],
    ['Settings', 'Settings', () => page.getByRole('radiogroup', { name: 'How people join' })],
    ['Audit log', 'Audit log', () => page.getByTestId('audit-entry-count')],
  ];
  for (const [name, heading, ready] of tabs) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    // The tab's content has loaded before the page is measured.
    await expect(ready()).toContainText(/\S/);
    await noSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  }

  // Leave the queue as it was: this applicant is declined.
  await page.getByRole('tab', { name: /^Applications/ }).click();
  await page.getByRole('button', { name: `Decline ${wide.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Decline application' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await expect(notifications(page)).toContainText('Application declined');
});
