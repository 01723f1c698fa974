import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { asAdminApi, signInAsAdmin } from './support/first-admin';
import { newMember } from './support/members';

// The join mode and the application questions are one setting each for the whole approval
// server: while a journey here has it invite-only, the landing page of every other approval
// journey offers no Get Started, and while a question of its own is required, every other
// application without its answer is refused. So the approval journeys run one at a time
// (the `approval` project's one worker, playwright.config.ts), and each journey here puts
// the setting back as it found it, whatever happened.

const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

test.describe('joining settings', () => {
  // Whatever happens below, the server is left in approval mode for the other journeys.
  test.afterAll(async ({ baseURL }) => {
    await asAdminApi(baseURL, async (api) => {
      const res = await api.put('/api/admin/settings/joining', {
        data: { joinMode: 'approval', membersMayInvite: false },
      });
      expect(res.status(), await res.text()).toBe(200);
    });
  });

  test('the admin makes the community invite-only, then back to approval', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin?tab=settings');
    const group = page.getByRole('radiogroup', { name: 'How people join' });
    await expect(group.getByRole('radio', { name: 'Approval' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Members can invite people' })).not.toBeChecked();
    await expectNoSeriousViolations(page);

    await group.getByRole('radio', { name: 'Invite only' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notifications(page)).toContainText('Settings saved');
    expect((await (await page.request.get('/api/config')).json()).joinMode).toBe('invite-only');
    await page.reload();
    await expect(group.getByRole('radio', { name: 'Invite only' })).toBeChecked();

    await group.getByRole('radio', { name: 'Approval' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(notifications(page)).toContainText('Settings saved');
    expect((await (await page.request.get('/api/config')).json()).joinMode).toBe('approval');
  });
});

// --- the admins' own application questions (issue 36, decision 052) -------------------

const QUESTION = 'Which Houston neighbourhood is your company in?';

test.describe('application questions', () => {
  test('the admin adds a required question, a visitor must answer it, the queue shows the answer', async ({
    page,
    browser,
    baseURL,
  }) => {
    const before = await asAdminApi(baseURL, async (api) =>
      (await api.get('/api/admin/settings/application-questions')).json(),
    );
    const visitor = await browser.newContext();
    const member = newMember({ firstName: 'Quinn', lastName: 'Asked' });
    try {
      await signInAsAdmin(page);
      await page.goto('/admin?tab=settings');
      const section = page.getByRole('region', { name: 'Application questions' });
      await section.getByRole('button', { name: 'Add a question' }).click();
      const count = await section.getByRole('group', { name: /^Question \d$/ }).count();
      const added = section.getByRole('group', { name: `Question ${count}` });
      await added.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
      await added.getByRole('textbox', { name: 'Hint (optional)' }).fill('Heights, EaDo, …');
      // The keyboard ticks it, as it moves it to the top.
      await added.getByRole('checkbox', { name: 'Required' }).press('Space');
      await expect(added.getByRole('checkbox', { name: 'Required' })).toBeChecked();
      for (let i = count; i > 1; i--) {
        await section.getByRole('button', { name: `Move Question ${i} up` }).press('Enter');
      }
      await expect(
        section
          .getByRole('group', { name: 'Question 1' })
          .getByRole('textbox', { name: 'Question' }),
      ).toHaveValue(QUESTION);
      await expectNoSeriousViolations(page);
      await section.getByRole('button', { name: 'Save questions' }).click();
      await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
        'Application questions saved',
      );

      const applicant = await visitor.newPage();
      await applicant.setViewportSize({ width: 360, height: 800 });
      await applicant.goto('/sign-in?tab=create');
      const form = applicant.getByRole('tabpanel', { name: 'Apply to join' });
      const answer = form.getByRole('textbox', { name: QUESTION });
      await expect(answer).toBeVisible();
      await form.getByLabel('First name').fill(member.firstName);
      await form.getByLabel('Last name').fill(member.lastName);
      await form.getByLabel('Email').fill(member.email);
      await form.getByLabel('Password').fill(member.password);
      await form.getByLabel('Why do you want to join?').fill('To meet the founders near me.');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(answer).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('Answer this question')).toBeVisible();
      await expectNoSeriousViolations(applicant);
      await answer.fill('East Downtown');
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(applicant.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    } finally {
      // As the other journeys expect it: no question of this journey's left required.
      await asAdminApi(baseURL, async (api) => {
        const restored = await api.put('/api/admin/settings/application-questions', {
          data: before,
        });
        expect(restored.status(), await restored.text()).toBe(200);
      });
      await visitor.close();
    }

    // The application keeps the question as it was asked, though it is gone from the list.
    await page.goto('/admin?tab=applications');
    const card = page
      .getByRole('list', { name: 'Applications' })
      .getByRole('listitem')
      .filter({ hasText: member.email });
    await expect(card.getByRole('term')).toHaveText([QUESTION]);
    await expect(card.getByRole('definition')).toHaveText(['East Downtown']);
  });
});
