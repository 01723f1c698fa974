import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { signInAsAdmin } from './support/first-admin';
import { jobCard, postJob, uniqueJobTitle } from './support/jobs';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

// Decision 022: staff delete anyone's job (or resource, album, photo, event) with a reason;
// it is gone for everyone and the audit log keeps who, what and why.

/** A page of its own for another person. */
async function pageOf(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** Makes the member signed in on `page` a moderator, as the admin would in the console. */
async function promoteToModerator(page: Page, browser: Browser) {
  const { member } = await (await page.request.get('/api/auth/session')).json();
  const admin = await pageOf(browser);
  try {
    await signInAsAdmin(admin.page);
    const res = await admin.page.request.put(
      `/api/admin/members/${encodeURIComponent(member.id)}/role`,
      { data: { role: 'moderator' } },
    );
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.close();
  }
}

test("a moderator deletes a member's job with a reason; it is gone and the audit log says why", async ({
  page,
  browser,
}) => {
  // Rosa posts a job.
  await signInAsNewMember(page, { firstName: 'Rosa', lastName: 'Moreno' });
  const title = uniqueJobTitle('Crypto Course Seller');
  const job = await postJob(page, { title });

  // Mo, a moderator, finds Delete… in her card's Moderate menu (no Edit: editing stays hers;
  // no inline Delete or Hide: staff's actions are grouped in the menu, as on every item).
  const mod = await pageOf(browser);
  try {
    await signInAsNewMember(mod.page, { firstName: 'Mo', lastName: 'Derator' });
    await promoteToModerator(mod.page, browser);
    const staff = mod.page;
    await staff.goto('/jobs');
    const card = jobCard(staff, title);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Hide' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Moderate' }).click();
    const menu = staff.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Hide from members', 'Delete…']);
    if (process.env.SHOTS_DIR) {
      await staff.screenshot({ path: `${process.env.SHOTS_DIR}/job-moderate-menu-1280.png` });
    }
    await menu.getByRole('menuitem', { name: 'Delete…' }).click();

    const dialog = staff.getByRole('dialog', { name: 'Delete this job posting?' });
    await expect(dialog).toContainText(`“${title}” by Rosa Moreno leaves the job board`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Spam: not a real job');
    await expect(
      dialog.getByText('Recorded in the audit log, seen by the staff only.'),
    ).toBeVisible();
    await expectNoSeriousViolations(staff);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(staff)).toContainText('Job deleted successfully');
    await expect(card).toHaveCount(0);
  } finally {
    await mod.close();
  }

  // Gone for Rosa too.
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(jobCard(page, title)).toHaveCount(0);
  expect((await page.request.get(`/api/jobs/${job.id}`)).status()).toBe(404);

  // The admin's audit log: who, what, and the reason.
  const admin = await pageOf(browser);
  try {
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin?tab=audit');
    const audit = admin.page.getByRole('region', { name: 'Audit log' });
    await audit.getByRole('searchbox', { name: 'Who or what' }).fill(title);
    const entries = audit.getByRole('list', { name: 'Audit log entries' }).locator(':scope > li');
    await expect(entries).toHaveCount(1);
    await expect(entries.first().locator('p').first()).toHaveText(
      `Mo Derator deleted the job posting ${title}`,
    );
    await expect(entries.first()).toContainText('Reason: Spam: not a real job');
    await expectNoSeriousViolations(admin.page);
  } finally {
    await admin.close();
  }
});
