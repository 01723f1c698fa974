import { expect, type Page, test } from '@playwright/test';
import { categories, uniqueTitle } from './support/discussions';
import { avatarPng, uploadDialog } from './support/images';
import { linkIn, pathOf, waitForMail } from './support/mailbox';
import { CONFIRM_SUBJECT, createMember, newMember, signInAsNewMember } from './support/members';

/**
 * Collects every Content-Security-Policy violation the page reports, from both sides:
 * the `securitypolicyviolation` event in the page (wired before any page script runs)
 * and Chromium's console message. Init scripts and `exposeFunction` travel over the
 * DevTools protocol, so the policy under test does not block the listener itself.
 */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) {
      violations.push(`console: ${msg.text()}`);
    }
  });
  return violations;
}

/** What shows a screen is there: a role and its options, as for `page.getByRole`. */
type Ready = Parameters<Page['getByRole']>;

/** Opens a screen, waits for it to settle, and checks the document carries the policy. */
async function visit(page: Page, path: string, ready: Ready) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await expect(page.getByRole(...ready).first(), path).toBeVisible();
  // The screen's lazy chunk has run (its content shows); its images get to load, or to be
  // blocked if the policy were wrong (lazy ones below the fold may never start). Not
  // networkidle: the app keeps a request open.
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
  );
}

test.describe('Content-Security-Policy in the browser', () => {
  test('the detector sees a blocked inline script (so a clean run means something)', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await visit(page, '/sign-in', ['tab', { name: 'Sign in' }]);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations.join('\n')).toMatch(/script-src/);
  });

  test('no visitor screen trips the policy, nor signing up through the form', async ({ page }) => {
    const violations = await watchCsp(page);

    // Visitor screens, then a sign-up through the form (a same-origin write from a browser).
    await visit(page, '/', ['link', { name: /sign in|log in|join|get started/i }]);
    await visit(page, '/no-such-page', ['heading', {}]);
    await visit(page, '/sign-in', ['tab', { name: 'Create account' }]);
    const member = newMember({ firstName: 'Cass', lastName: 'Policy' });
    await page.getByRole('tab', { name: 'Create account' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Create account' });
    await panel.getByLabel('First name').fill(member.firstName);
    await panel.getByLabel('Last name').fill(member.lastName);
    await panel.getByLabel('Email').fill(member.email);
    await panel.getByLabel('Password').fill(member.password);
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    // The e-mailed pages: forgot password, and the confirmation link that signs in.
    await visit(page, '/forgot-password', ['heading', { name: 'Forgot your password?' }]);
    const link = linkIn(await waitForMail(member.email, CONFIRM_SUBJECT), '/verify-email#token=');
    await page.goto(pathOf(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Cass' })).toBeVisible();

    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('no member screen trips the policy', async ({ page, request }) => {
    const violations = await watchCsp(page);
    await signInAsNewMember(page, { firstName: 'Cass', lastName: 'Policy' });

    // Something to open on the detail screens.
    const [category] = await categories(page);
    const created = await page.request.post('/api/discussions', {
      data: { title: uniqueTitle('CSP'), content: 'Checking the policy.', categoryId: category.id },
    });
    expect(created.status()).toBe(201);
    const discussion = (await created.json()) as { id: number };
    // A conversation with another member (signed up in the test's own request context).
    await createMember(request, newMember({ firstName: 'Fen' }));
    const friend = (await (await request.get('/api/auth/session')).json()) as {
      member: { id: string };
    };
    const sent = await page.request.post('/api/messages', {
      data: { recipientId: friend.member.id, subject: 'Hello', content: 'Policy check.' },
    });
    expect(sent.status()).toBe(201);
    const { threadId } = (await sent.json()) as { threadId: number };

    const screens: [string, Ready][] = [
      ['/', ['heading', { level: 1, name: /Welcome back/ }]],
      ['/calendar', ['heading', { level: 1 }]],
      ['/discussions', ['heading', { level: 1 }]],
      [`/discussions/${discussion.id}`, ['heading', { name: /CSP/ }]],
      ['/members', ['heading', { level: 1 }]],
      ['/messages', ['heading', { level: 1 }]],
      [`/messages/${threadId}`, ['heading', { level: 1 }]],
      ['/jobs', ['heading', { level: 1 }]],
      ['/resources', ['heading', { level: 1 }]],
      ['/gallery', ['heading', { level: 1 }]],
      ['/about', ['heading', { level: 1 }]],
      ['/profile', ['heading', { level: 1 }]],
      ['/no-such-page', ['heading', {}]],
    ];
    for (const [path, ready] of screens) await visit(page, path, ready);

    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('the upload widget does not trip the policy', async ({ page }) => {
    const violations = await watchCsp(page);
    await signInAsNewMember(page, { firstName: 'Cass', lastName: 'Policy' });

    // Uppy's stylesheet, its thumbnail of the picked file (blob:), the PUT of the file and
    // the photo shown from /objects.
    await visit(page, '/profile', ['button', { name: 'Upload Photo' }]);
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    const dialog = uploadDialog(page);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'browse files' }).click();
    await (await chooser).setFiles(avatarPng('policy.png'));
    await expect(dialog.getByText('policy.png')).toBeVisible();
    await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(dialog).toBeHidden();
    const preview = page.getByTestId('profile-photo-preview').locator('img');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    expect(violations, violations.join('\n')).toEqual([]);
  });
});
