import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

interface CatalogSkill {
  id: number;
  name: string;
  category: string | null;
}

async function catalogSkill(page: Page, name: string): Promise<CatalogSkill> {
  const res = await page.request.get(`/api/skills?search=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const skill = ((await res.json()) as CatalogSkill[]).find((s) => s.name === name);
  expect(skill, `catalog has ${name}`).toBeTruthy();
  return skill!;
}

/** Opens Add New Skill, searches, and picks the option 'Name (Category)'. */
async function addSkill(
  page: Page,
  skill: CatalogSkill,
  options: { level?: string; years?: string; opener?: string } = {},
) {
  await page.getByRole('button', { name: options.opener ?? 'Add Skill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Skill' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Search Skills').fill(skill.name);
  await dialog.getByRole('combobox', { name: 'Select Skill' }).click();
  const label = skill.category ? `${skill.name} (${skill.category})` : skill.name;
  await page.getByRole('option', { name: label, exact: true }).click();
  if (options.level) {
    await dialog.getByRole('combobox', { name: 'Proficiency Level' }).click();
    await page.getByRole('option', { name: options.level, exact: true }).click();
  }
  if (options.years !== undefined)
    await dialog.getByLabel('Years of Experience').fill(options.years);
  await dialog.getByRole('button', { name: 'Add Skill', exact: true }).click();
  await expect(toast(page)).toContainText('Skill added successfully');
  await expect(dialog).toBeHidden();
}

test.describe('Skills & Expertise', () => {
  test('a member without skills sees the empty state', async ({ memberPage: page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible();
    await expect(page.getByText('No skills added yet', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Add skills to showcase your expertise to other members.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Your First Skill' })).toBeVisible();
  });

  test('Add New Skill: its fields, defaults, search, validation and Cancel', async ({
    memberPage: page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add Your First Skill' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add New Skill' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Search Skills')).toBeVisible();
    const select = dialog.getByRole('combobox', { name: 'Select Skill' });
    await expect(select).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Proficiency Level' })).toHaveText(
      'Intermediate',
    );
    const years = dialog.getByLabel('Years of Experience');
    await expect(years).toHaveValue('1');
    await expect(years).toHaveAttribute('min', '0');
    await expect(years).toHaveAttribute('max', '50');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // Submitting without a skill says so.
    await dialog.getByRole('button', { name: 'Add Skill', exact: true }).click();
    await expect(dialog.getByText('Skill is required')).toBeVisible();

    // Options read 'Name (Category)'; the search narrows them on the server.
    await select.click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThanOrEqual(60);
    await expect(options.first()).toHaveText(/^.+ \(.+\)$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    const searched = page.waitForRequest(
      (req) => req.url().includes('/api/skills?') && req.url().includes('search=venture'),
    );
    await dialog.getByLabel('Search Skills').fill('venture');
    await searched;
    await select.click();
    await expect(page.getByRole('option', { name: 'Venture Capital (Finance)' })).toBeVisible();
    expect(await options.count()).toBeLessThan(10);
    await page.keyboard.press('Escape');

    // Years outside 0–50 are refused with the shared schema's message.
    await years.fill('51');
    await dialog.getByRole('button', { name: 'Add Skill', exact: true }).click();
    await expect(dialog.getByText('Years of experience must be between 0 and 50')).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No skills added yet')).toBeVisible();
  });

  test('adds skills with their badges and years, then removes one after confirming', async ({
    memberPage: page,
  }) => {
    const venture = await catalogSkill(page, 'Venture Capital');
    const speaking = await catalogSkill(page, 'Public Speaking');
    await page.goto('/profile');

    // Hold the real answer back (not rewritten) until 'Adding...' has been seen.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/users/*/skills', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const posted = page.waitForRequest(
      (req) => req.method() === 'POST' && /\/api\/users\/[^/]+\/skills$/.test(req.url()),
    );
    await page.getByRole('button', { name: 'Add Your First Skill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Skill' });
    await dialog.getByLabel('Search Skills').fill('Venture');
    await dialog.getByRole('combobox', { name: 'Select Skill' }).click();
    await page.getByRole('option', { name: 'Venture Capital (Finance)', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Proficiency Level' }).click();
    await page.getByRole('option', { name: 'Expert', exact: true }).click();
    await dialog.getByLabel('Years of Experience').fill('5');
    await dialog.getByRole('button', { name: 'Add Skill', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    expect((await posted).postDataJSON()).toEqual({
      skillId: venture.id,
      proficiencyLevel: 'expert',
      yearsOfExperience: 5,
    });
    await expect(toast(page)).toContainText('Skill added successfully');
    await expect(dialog).toBeHidden();
    await page.unrouteAll();

    const cards = page.getByTestId('skill-card');
    await expect(cards).toHaveCount(1);
    const ventureCard = cards.filter({ hasText: 'Venture Capital' });
    const expertBadge = ventureCard.getByText('Expert', { exact: true });
    await expect(expertBadge).toBeVisible();
    await expect(expertBadge).toHaveClass(/bg-green-/);
    await expect(ventureCard.getByText('5 years experience', { exact: true })).toBeVisible();

    // Defaults: intermediate, 1 year (singular).
    await addSkill(page, speaking);
    const speakingCard = cards.filter({ hasText: 'Public Speaking' });
    const intermediate = speakingCard.getByText('Intermediate', { exact: true });
    await expect(intermediate).toHaveClass(/bg-yellow-/);
    await expect(speakingCard.getByText('1 year experience', { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(2);

    // A skill the member has is no longer offered.
    await page.getByRole('button', { name: 'Add Skill', exact: true }).click();
    await dialog.getByLabel('Search Skills').fill('Venture');
    await dialog.getByRole('combobox', { name: 'Select Skill' }).click();
    await expect(page.getByText('No skills found')).toBeVisible();
    await expect(page.getByRole('option', { name: /Venture Capital/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Remove asks first; Cancel keeps the skill.
    await ventureCard.getByRole('button', { name: 'Remove Venture Capital' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this skill?' });
    await expect(confirm).toContainText('Venture Capital');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards).toHaveCount(2);

    const deleted = page.waitForResponse(
      (res) => res.request().method() === 'DELETE' && /\/api\/user-skills\/\d+$/.test(res.url()),
    );
    await ventureCard.getByRole('button', { name: 'Remove Venture Capital' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    expect((await deleted).status()).toBe(204);
    await expect(toast(page)).toContainText('Skill removed successfully');
    await expect(confirm).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Public Speaking');

    const mine = await page.request.get('/api/auth/user');
    const { id } = (await mine.json()) as { id: string };
    const list = await (await page.request.get(`/api/users/${id}/skills`)).json();
    expect(list.map((s: { skill: { name: string } }) => s.skill.name)).toEqual(['Public Speaking']);
  });

  test('badge colours for every level: green, blue, yellow, grey', async ({ memberPage: page }) => {
    const names = ['Corporate Finance', 'Team Building', 'Fundraising', 'Accounting'];
    const levels = ['expert', 'advanced', 'intermediate', 'beginner'];
    const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    for (const [i, name] of names.entries()) {
      const skill = await catalogSkill(page, name);
      const res = await page.request.post(`/api/users/${id}/skills`, {
        data: { skillId: skill.id, proficiencyLevel: levels[i], yearsOfExperience: i * 4 },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/profile');
    const cards = page.getByTestId('skill-card');
    await expect(cards).toHaveCount(4);
    const expected: Array<[string, string, RegExp, string]> = [
      ['Corporate Finance', 'Expert', /bg-green-/, '0 years experience'],
      ['Team Building', 'Advanced', /bg-blue-/, '4 years experience'],
      ['Fundraising', 'Intermediate', /bg-yellow-/, '8 years experience'],
      ['Accounting', 'Beginner', /bg-gray-/, '12 years experience'],
    ];
    for (const [name, label, colour, years] of expected) {
      const card = cards.filter({ hasText: name });
      await expect(card.getByText(label, { exact: true })).toHaveClass(colour);
      await expect(card.getByText(years, { exact: true })).toBeVisible();
    }
  });

  test('edits a skill’s level and years from the profile; its endorsements stay', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page);
    const accounting = await catalogSkill(page, 'Accounting');
    const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const added = await page.request.post(`/api/users/${id}/skills`, {
      data: { skillId: accounting.id, proficiencyLevel: 'intermediate', yearsOfExperience: 2 },
    });
    expect(added.status(), await added.text()).toBe(201);
    const userSkillId = ((await added.json()) as { id: number }).id;

    // Another member endorses it first.
    const context = await browser.newContext();
    const endorser = await context.newPage();
    await signInAsNewMember(endorser);
    const endorsed = await endorser.request.post(`/api/user-skills/${userSkillId}/endorse`, {
      data: { comment: 'Kept our books straight.' },
    });
    expect(endorsed.status(), await endorsed.text()).toBe(201);
    await context.close();

    await page.goto('/profile');
    const card = page.getByTestId('skill-card').filter({ hasText: 'Accounting' });
    await expect(card.getByText('Intermediate', { exact: true })).toHaveClass(/bg-yellow-/);
    await expect(card.getByText('2 years experience', { exact: true })).toBeVisible();

    const edit = card.getByRole('button', { name: 'Edit Accounting' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Accounting' });
    await expect(dialog).toBeVisible();
    const level = dialog.getByRole('combobox', { name: 'Proficiency Level' });
    await expect(level).toHaveText('Intermediate');
    const years = dialog.getByLabel('Years of Experience');
    await expect(years).toHaveValue('2');

    // The same rules as adding one: 0–50 whole years.
    await years.fill('51');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Years of experience must be between 0 and 50')).toBeVisible();
    await expectNoSeriousViolations(page);

    await level.click();
    await page.getByRole('option', { name: 'Expert', exact: true }).click();
    await years.fill('9');
    const patched = page.waitForRequest(
      (req) => req.method() === 'PATCH' && req.url().endsWith(`/api/user-skills/${userSkillId}`),
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await patched).postDataJSON()).toEqual({
      proficiencyLevel: 'expert',
      yearsOfExperience: 9,
    });
    await expect(toast(page)).toContainText('Skill updated successfully');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    const expert = card.getByText('Expert', { exact: true });
    await expect(expert).toBeVisible();
    await expect(expert).toHaveClass(/bg-green-/);
    await expect(card.getByText('9 years experience', { exact: true })).toBeVisible();

    // Same skill, same endorsement.
    const list = (await (await page.request.get(`/api/users/${id}/skills`)).json()) as {
      id: number;
      proficiencyLevel: string;
      yearsOfExperience: number;
      endorsementCount: number;
    }[];
    expect(
      list.map((s) => [s.id, s.proficiencyLevel, s.yearsOfExperience, s.endorsementCount]),
    ).toEqual([[userSkillId, 'expert', 9, 1]]);
  });

  test('Edit is offered on your own skills only', async ({ page, browser }) => {
    await signInAsNewMember(page);
    const skill = await catalogSkill(page, 'Fundraising');
    const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const added = await page.request.post(`/api/users/${id}/skills`, {
      data: { skillId: skill.id },
    });
    const userSkillId = ((await added.json()) as { id: number }).id;
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Edit Fundraising' })).toBeVisible();

    const context = await browser.newContext();
    const other = await context.newPage();
    await signInAsNewMember(other);
    const refused = await other.request.patch(`/api/user-skills/${userSkillId}`, {
      data: { proficiencyLevel: 'beginner', yearsOfExperience: 0 },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: 'You can only edit your own skills' });
    const shown = (await (await other.request.get(`/api/users/${id}/skills`)).json()) as {
      canEdit: boolean;
      proficiencyLevel: string;
    }[];
    expect(shown.map((s) => [s.canEdit, s.proficiencyLevel])).toEqual([[false, 'intermediate']]);
    await context.close();
  });

  test('at 360 px the skills card and Edit Skill dialog fit and pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsNewMember(page);
    const skill = await catalogSkill(page, 'Team Building');
    const { id } = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    await page.request.post(`/api/users/${id}/skills`, {
      data: { skillId: skill.id, proficiencyLevel: 'advanced', yearsOfExperience: 11 },
    });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Team Building' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Team Building' });
    await expect(dialog).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit Team Building' })).toBeFocused();
  });
});
