import { expect, type Page, request, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { APPROVAL_ADMIN, signInAsAdmin } from './support/first-admin';

// The join mode is one setting for the whole approval server: while this journey has it
// invite-only, the landing page of every other approval journey offers no Get Started. So
// it runs in a project of its own (`approval-last`, playwright.config.ts) after all the
// other approval journeys have finished, never beside them.

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test.describe('joining settings', () => {
  // Whatever happens below, the server is left in approval mode for the other journeys.
  test.afterAll(async ({ baseURL }) => {
    const context = await request.newContext({ baseURL });
    try {
      await context.post('/api/auth/signin', {
        data: { email: APPROVAL_ADMIN.email, password: APPROVAL_ADMIN.password },
      });
      const res = await context.put('/api/admin/settings/joining', {
        data: { joinMode: 'approval', membersMayInvite: false },
      });
      expect(res.status(), await res.text()).toBe(200);
    } finally {
      await context.dispose();
    }
  });

  test('the admin makes the community invite-only, then back to approval', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin?tab=settings');
    const group = page.getByRole('radiogroup', { name: 'How people join' });
    await expect(group.getByRole('radio', { name: 'Approval' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Members can invite people' })).not.toBeChecked();
    await expectNoSeriousViolations(page);

    await group.getByRole('radio', { name: 'Invite only' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notifications(page)).toContainText('Settings saved');
    expect((await (await page.request.get('/api/config')).json()).joinMode).toBe('invite-only');
    await page.reload();
    await expect(group.getByRole('radio', { name: 'Invite only' })).toBeChecked();

    await group.getByRole('radio', { name: 'Approval' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notifications(page)).toContainText('Settings saved');
    expect((await (await page.request.get('/api/config')).json()).joinMode).toBe('approval');
  });
});
