import type { Browser } from '@playwright/test';
import { expectNoSeriousViolationsLightAndDark } from './support/axe';
import {
  addSkills,
  memberCard,
  memberInNewContext,
  type SignedInMember,
  searchDirectory,
  uniqueTag,
} from './support/directory';
import { startDiscussion, uniqueTitle } from './support/discussions';
import { expect, test } from './support/fixtures';
import { postJob, uniqueJobTitle } from './support/jobs';
import { signInAsNewMember } from './support/members';
import { toast } from './support/toasts';

const DAY = 24 * 3600 * 1000;

/** A member with a full profile, a discussion, an upcoming event and an open job. */
async function priyaWithHistory(browser: Browser) {
  const tag = uniqueTag();
  const priya = await memberInNewContext(
    browser,
    { firstName: 'Priya', lastName: `Aa${tag}` },
    {
      title: 'Managing Partner',
      company: 'Bayou Capital',
      bio: 'Investing in Houston energy tech. Read more at https://example.com/priya',
      pastCompanies: ['Goldman Sachs', 'Shell'],
    },
  );
  await addSkills(priya.api, priya.id, [{ name: 'Petrochemicals', level: 'expert', years: 12 }]);
  const discussion = await startDiscussion(priya.page, {
    title: uniqueTitle('Funding the energy transition'),
  });
  const job = await postJob(priya.page, { title: uniqueJobTitle('Investment Analyst') });
  const event = await priya.api.post('/api/events', {
    data: {
      title: `Founders breakfast ${tag}`,
      startDate: new Date(Date.now() + 3 * DAY).toISOString(),
      location: 'Downtown Houston',
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  return { priya, tag, discussion, job, name: `Priya Aa${tag}` };
}

const profileUrl = (member: SignedInMember) =>
  new RegExp(`/members/${member.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test.describe('Member profile', () => {
  test("from the directory: a member's profile, their discussion and job, then a message", async ({
    page,
    browser,
  }) => {
    test.slow(); // two members, each in a browser of their own
    const { priya, discussion, job, name } = await priyaWithHistory(browser);
    await signInAsNewMember(page, { firstName: 'Vera', lastName: `Viewer${uniqueTag()}` });

    // The card's name opens the profile.
    await page.goto('/members');
    await searchDirectory(page, name);
    await memberCard(page, name).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(profileUrl(priya));

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('member-title')).toHaveText('Managing Partner');
    await expect(page.getByTestId('member-company')).toHaveText('Bayou Capital');
    await expect(page.getByTestId('past-company')).toHaveText(['Goldman Sachs', 'Shell']);
    const bioLink = page.getByRole('link', { name: 'https://example.com/priya' });
    await expect(bioLink).toHaveAttribute('href', 'https://example.com/priya');
    await expect(bioLink).toHaveAttribute('target', '_blank');
    const skill = page.getByTestId('profile-skill');
    await expect(skill).toHaveCount(1);
    await expect(skill).toContainText('Petrochemicals');
    await expect(skill).toContainText('0 endorsements');

    await expect(page.getByText('1 discussion', { exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-event')).toContainText(/Founders breakfast/);
    await expect(page.getByText('1 upcoming event', { exact: true })).toBeVisible();
    const jobLink = page.getByRole('link', { name: job.title });
    await expect(jobLink).toHaveAttribute('href', '/jobs');
    await expect(page.getByText('1 open job', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('profile-1280.png'), fullPage: true });

    // Message from the profile: the existing dialog, sent to her.
    await page.getByRole('button', { name: `Message ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${name}` });
    await dialog.getByLabel('Message', { exact: true }).fill('Coffee next week?');
    const posted = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/api/messages'),
    );
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      recipientId: priya.id,
      subject: null,
      content: 'Coffee next week?',
    });
    await expect(toast(page)).toContainText('Message sent successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Message ${name}` })).toBeFocused();

    // Her discussion opens from the profile.
    await page.getByRole('link', { name: discussion.title }).click();
    await expect(page).toHaveURL(new RegExp(`/discussions/${discussion.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: discussion.title })).toBeVisible();

    // And back on the jobs board, the poster's name opens the profile too.
    await page.goto('/jobs');
    await page
      .getByTestId('job-card')
      .filter({ hasText: job.title })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page).toHaveURL(profileUrl(priya));
    await priya.context.close();
  });

  test('your own profile offers Edit Profile, not Message', async ({ page }) => {
    // A name of its own: other journeys sign up many members with the default one.
    const me = await signInAsNewMember(page, { lastName: `Self${uniqueTag()}` });
    await page.goto('/members');
    await searchDirectory(page, `${me.firstName} ${me.lastName}`);
    const name = `${me.firstName} ${me.lastName}`;
    await memberCard(page, name).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Message/ })).toHaveCount(0);
    await expect(page.getByText("You haven't started a discussion yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('a member who does not exist: not found, with the way back to the directory', async ({
    memberPage: page,
  }) => {
    await page.goto('/members/oidc:login.example.com:nobody');
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Members' }).click();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
  });

  test('a signed-out visitor is sent to sign in and comes back to the profile', async ({
    page,
    browser,
  }) => {
    const other = await memberInNewContext(browser, { firstName: 'Olga', lastName: uniqueTag() });
    await page.goto(`/members/${other.id}`);
    await expect(page).toHaveURL(/\/sign-in/);
    await other.context.close();
  });
});

test.describe('Member profile: accessibility and small screens', () => {
  test('axe (light and dark): a full profile and the not-found state', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { priya, name } = await priyaWithHistory(browser);
    await signInAsNewMember(page);
    await page.goto(`/members/${priya.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('profile-discussion')).toHaveCount(1);
    await expectNoSeriousViolationsLightAndDark(page);
    await page.goto('/members/nobody-here');
    await expect(page.getByRole('heading', { name: 'Member Not Found' })).toBeVisible();
    await expectNoSeriousViolationsLightAndDark(page);
    await priya.context.close();
  });

  test('360 px: long words wrap, nothing widens the page, the keyboard reaches Message', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const long = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);
    const { priya, name } = await priyaWithHistory(browser);
    await priya.api.put('/api/auth/user', {
      data: {
        firstName: 'Priya',
        lastName: name.split(' ')[1],
        title: `Chief ${long} Officer`,
        company: long,
        bio: `See https://example.com/${long}/${long} for ${long}.`,
        pastCompanies: [long, 'Shell'],
      },
    });
    await signInAsNewMember(page);
    await page.goto(`/members/${priya.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('profile-job')).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('profile-360.png'), fullPage: true });

    // Keyboard: Tab from the back link reaches Message, Enter opens the dialog.
    await page.getByRole('link', { name: 'All members' }).focus();
    const message = page.getByRole('button', { name: `Message ${name}` });
    for (
      let i = 0;
      i < 10 && !(await message.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(message).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Message ${name}` })).toBeVisible();
    await priya.context.close();
  });
});
