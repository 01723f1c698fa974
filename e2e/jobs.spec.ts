import type { Browser, Page } from '@playwright/test';
import { expectNamesContainVisibleText, expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { pickFiles, uploadDialog } from './support/images';
import { choose, jobCard, memberPage, postJob, resumePdf, uniqueJobTitle } from './support/jobs';
import { signInAsNewMember } from './support/members';
import { expectUnauthorizedThenSignIn, withoutLiveStream } from './support/signed-out';
import { toast, toastBehindDialog } from './support/toasts';

/** `yyyy-MM-dd`, `days` ahead in the browser's time zone. */
function dateInput(page: Page, days: number) {
  return page.evaluate((d) => {
    const date = new Date();
    date.setDate(date.getDate() + d);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

const viewSwitch = (page: Page) => page.getByRole('group', { name: 'Show' });

const LONG_DESCRIPTION =
  'We are hiring a product designer to shape the member experience of our logistics platform. ' +
  'You will run research with dispatchers in the Port of Houston, prototype new flows and work ' +
  'with engineering every day. Everything past the two hundredth character stays in the details view.';

test.describe('Job board', () => {
  // Journeys with two members, an upload and several axe passes take longer than one screen.
  test.describe.configure({ timeout: 90_000 });

  test('post a job through the dialog, then find it with the filters; New badge and 200-character preview', async ({
    memberPage: page,
  }) => {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Job Opportunities', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Post a Job' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post a Job' });
    await expect(dialog).toBeVisible();

    // Required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Company is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Job type is required')).toBeVisible();

    const title = uniqueJobTitle('Senior Product Designer');
    await dialog.getByLabel('Job Title').fill(title);
    await dialog.getByLabel('Company').fill('Ship Channel Logistics');
    await dialog.getByLabel('Location').fill('Houston, TX');
    await choose(page, dialog, 'Job Type', 'Contract');
    await choose(page, dialog, 'Experience Level', 'Senior');
    await choose(page, dialog, 'Department', 'Design');
    await dialog.getByLabel('Salary Range').fill('$120,000 – $150,000');
    await dialog.getByLabel('Description').fill(LONG_DESCRIPTION);
    await dialog.getByLabel('Requirements').fill('5+ years of product design.');
    await dialog.getByLabel('Benefits').fill('Health, dental and a downtown office.');
    await dialog.getByLabel('Skills').fill('Figma, User Research, , Figma, Prototyping');
    await expect(
      dialog.getByRole('list', { name: 'Skills preview' }).getByRole('listitem'),
    ).toHaveText(['Figma', 'User Research', 'Prototyping']);
    await expect(dialog.getByLabel('Application URL')).toHaveAttribute('type', 'url');
    await expect(dialog.getByLabel('Contact Email')).toHaveAttribute('type', 'email');
    await expect(dialog.getByLabel('Expires')).toHaveAttribute('type', 'date');
    // Poster-only Active switch belongs to editing; a new posting is active.
    await expect(dialog.getByRole('switch', { name: 'Active' })).toHaveCount(0);

    // Only http(s) addresses (spec-notes: URL fields).
    await dialog.getByLabel('Application URL').fill('javascript:alert(1)');
    await dialog.getByLabel('Contact Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expect(dialog.getByText('Must be an http(s) URL')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Application URL').fill('');
    await dialog.getByLabel('Contact Email').fill('talent@shipchannel.example');
    await dialog.getByLabel('Expires').fill(await dateInput(page, 30));

    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expect(toast(page)).toContainText('Job posted successfully');
    await expect(dialog).toBeHidden();

    const card = jobCard(page, title);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('job-badge')).toHaveText('New');
    await expect(card).toContainText('Ship Channel Logistics');
    await expect(card).toContainText('Houston, TX');
    await expect(card.getByRole('list', { name: 'Job details' })).toContainText('Contract');
    await expect(card.getByRole('list', { name: 'Job details' })).toContainText('Senior');
    await expect(card.getByRole('list', { name: 'Job details' })).toContainText('Design');
    await expect(card.getByRole('list', { name: 'Job details' })).toContainText(
      '$120,000 – $150,000',
    );
    await expect(card.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText([
      'Figma',
      'User Research',
      'Prototyping',
    ]);
    expect(LONG_DESCRIPTION.length).toBeGreaterThan(200);
    await expect(card.getByTestId('job-preview')).toHaveText(
      `${LONG_DESCRIPTION.slice(0, 200).trimEnd()}...`,
    );
    await expect(card).toContainText(/Posted less than a minute ago by Avery Nguyen/);
    // The poster's own card: applications, Edit, Delete; no Apply Now or Save.
    await expect(card.getByRole('button', { name: '0 applications' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Apply Now/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);

    // The details view has the whole text, the requirements and the contact.
    await card.getByRole('button', { name: title, exact: true }).click();
    const details = page.getByRole('dialog', { name: title });
    await expect(details).toContainText('Everything past the two hundredth character');
    await expect(details).toContainText('5+ years of product design.');
    await expect(details.getByRole('link', { name: 'talent@shipchannel.example' })).toHaveAttribute(
      'href',
      'mailto:talent@shipchannel.example',
    );
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Filters: each matching one keeps it, a non-matching one hides it.
    await choose(page, page, 'Job Type', 'Contract');
    await expect(page).toHaveURL(/jobType=contract/);
    await expect(card).toBeVisible();
    await choose(page, page, 'Experience Level', 'Senior');
    await choose(page, page, 'Department', 'Design');
    await expect(page).toHaveURL(/jobType=contract&experienceLevel=senior&department=design/);
    await expect(card).toBeVisible();
    await choose(page, page, 'Department', 'Engineering');
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No jobs match these filters')).toBeVisible();
    await choose(page, page, 'Department', 'All Departments');
    await expect(card).toBeVisible();
    await choose(page, page, 'Job Type', 'Remote');
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(card).toBeVisible();
    // Filters live in the address: a reload keeps them.
    await page.goto('/jobs?experienceLevel=entry');
    await expect(page.getByRole('combobox', { name: 'Experience Level' })).toHaveText('Entry');
    await expect(card).toHaveCount(0);
  });

  test('another member saves and applies with an uploaded résumé; the poster moves it on, edits and deletes', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Priya', lastName: 'Raman' });
    const job = await postJob(page, {
      title: uniqueJobTitle('Data Engineer'),
      jobType: 'full-time',
      department: 'engineering',
      experienceLevel: 'mid',
    });

    const { page: other } = await memberPage(browser, { firstName: 'Marcus', lastName: 'Lee' });
    await other.goto('/jobs');
    const card = jobCard(other, job.title);
    await expect(card).toBeVisible();
    // Not the poster: no Edit or Delete (spec §6).
    await expect(card.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(card.getByText(/applications?$/)).toHaveCount(0);

    // Save, and the Saved filter shows it. Each card's buttons carry its posting in their
    // names (decision 060), the words they show first.
    const save = card.getByRole('button', { name: `Save ${job.title}`, exact: true });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(
      card.getByRole('button', { name: `Saved ${job.title}`, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await viewSwitch(other).getByRole('button', { name: 'Saved' }).click();
    await expect(other).toHaveURL(/view=saved/);
    await expect(viewSwitch(other).getByRole('button', { name: 'Saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card).toBeVisible();
    await expect(other.getByTestId('jobs-count')).toHaveText('1 saved job');

    // Apply through the dialog: a cover letter and an uploaded PDF résumé.
    await card.getByRole('button', { name: `Apply Now for ${job.title}`, exact: true }).click();
    const apply = other.getByRole('dialog', { name: `Apply for ${job.title}` });
    await expect(apply).toBeVisible();
    await apply
      .getByLabel('Cover Letter')
      .fill('I built pipelines at two refineries.\nHappy to talk.');
    await apply.getByRole('button', { name: 'Upload résumé' }).click();
    await pickFiles(other, resumePdf('marcus-lee-resume.pdf'));
    await uploadDialog(other).getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(uploadDialog(other)).toBeHidden();
    await expect(apply.getByTestId('resume-file')).toHaveText('marcus-lee-resume.pdf');
    // The cover letter survived the trip to the upload widget.
    await expect(apply.getByLabel('Cover Letter')).toHaveValue(
      'I built pipelines at two refineries.\nHappy to talk.',
    );
    await apply.getByRole('button', { name: 'Submit Application' }).click();
    await expect(toast(other)).toContainText('Application sent successfully');
    await expect(apply).toBeHidden();
    await expect(card.getByTestId('applied')).toHaveText('Applied');
    await expect(card.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);

    // The poster sees the count and the application, and moves it on.
    await page.goto('/jobs?view=mine');
    const own = jobCard(page, job.title);
    await own.getByRole('button', { name: '1 application' }).click();
    const applications = page.getByRole('dialog', { name: 'Applications' });
    const application = applications.getByRole('article', { name: 'Marcus Lee' });
    await expect(application).toContainText('I built pipelines at two refineries.');
    const resume = application.getByRole('link', { name: /View résumé/ });
    await expect(resume).toHaveAttribute('href', /^\/objects\//);
    await expect(resume).toHaveAttribute('target', '_blank');
    const resumeRes = await page.request.get((await resume.getAttribute('href')) ?? '');
    expect(resumeRes.ok()).toBe(true);
    expect((await resumeRes.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(application.getByTestId('application-status')).toHaveText('Pending');
    await choose(page, application, "Status of Marcus Lee's application", 'Reviewed');
    await expect(application.getByRole('status')).toHaveText(
      "Marcus Lee's application marked reviewed.",
    );
    await expect(application.getByTestId('application-status')).toHaveText('Reviewed');
    await page.keyboard.press('Escape');

    // The applicant sees where it stands.
    await other.reload();
    await expect(card.getByTestId('applied')).toBeVisible();
    await expect(card.getByTestId('application-status')).toHaveText('Reviewed');

    // The poster edits: the dialog starts from the posting; the Active switch is there.
    await own.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Job' });
    await expect(edit.getByLabel('Job Title')).toHaveValue(job.title);
    await expect(edit.getByRole('combobox', { name: 'Department' })).toHaveText('Engineering');
    await expect(edit.getByRole('switch', { name: 'Active' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const renamed = `${job.title} (Lead)`;
    await edit.getByLabel('Job Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Job updated successfully');
    await expect(edit).toBeHidden();
    const edited = jobCard(page, renamed);
    await expect(edited).toBeVisible();

    // Delete asks first; Cancel keeps it.
    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this job posting?' });
    await expect(confirm).toContainText('Are you sure you want to delete');
    await expect(confirm).toContainText('1 application');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Job deleted successfully');
    await expect(edited).toHaveCount(0);

    // Gone for the member too, saved list included.
    await other.goto('/jobs?view=saved');
    await expect(other.getByText('No saved jobs yet')).toBeVisible();
    await other.context().close();
  });

  test('Apply Now opens the posting’s own page in a new tab and records the application', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page);
    const job = await postJob(page, {
      title: uniqueJobTitle('Account Executive'),
      jobType: 'remote',
      department: 'sales',
      applicationUrl: 'https://careers.example.com/apply/42',
    });

    const { page: other } = await memberPage(browser);
    // Not our server: the posting's own site is outside the test machine, so a stand-in
    // page answers for it (the journey checks the tab opens there, not that site).
    await other
      .context()
      .route('https://careers.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Apply</title><h1>Apply</h1>' }),
      );
    await other.goto('/jobs?jobType=remote&department=sales');
    const card = jobCard(other, job.title);
    const applyLink = card.getByRole('link', { name: /Apply Now/ });
    await expect(applyLink).toHaveAttribute('href', 'https://careers.example.com/apply/42');
    await expect(applyLink).toHaveAttribute('target', '_blank');
    await expect(applyLink).toHaveAttribute('rel', 'noopener noreferrer');
    const popup = other.context().waitForEvent('page');
    await applyLink.click();
    const tab = await popup;
    await expect(tab).toHaveURL('https://careers.example.com/apply/42');
    await tab.close();
    await expect(toast(other)).toContainText('Application recorded');
    await expect(card.getByTestId('applied')).toHaveText('Applied');

    // Recorded with no cover letter or résumé: the poster sees one application.
    const res = await page.request.get(`/api/jobs/${job.id}/applications`);
    const list = (await res.json()) as { coverLetter: string | null; resumeUrl: string | null }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ coverLetter: null, resumeUrl: null });
    await other.context().close();
  });

  test('My Postings, Load more and the empty states', async ({ memberPage: page }) => {
    await page.goto('/jobs?view=mine');
    await expect(page.getByText('You have not posted any jobs yet')).toBeVisible();
    await page.goto('/jobs?view=saved');
    await expect(page.getByText('No saved jobs yet')).toBeVisible();

    // 21 postings: one page of 20, then Load more. All closed, so only My Postings shows them
    // (and the other journeys' open boards stay as they were).
    for (let i = 0; i < 20; i += 1) {
      await postJob(page, { title: `Batch Role ${i + 1} ${Date.now()}`, isActive: false });
    }
    const closed = await postJob(page, { title: uniqueJobTitle('Closed Role'), isActive: false });
    await page.goto('/jobs?view=mine');
    await expect(page.getByTestId('jobs-count')).toHaveText('21 postings');
    await expect(page.getByTestId('job-card')).toHaveCount(20);
    const closedCard = jobCard(page, closed.title);
    await expect(closedCard.getByTestId('job-badge')).toHaveText('Inactive');
    // The next page comes with the button in view (scrolling there, or pressing it).
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('job-card')).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await viewSwitch(page).getByRole('button', { name: 'All Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByTestId('jobs-count')).toBeVisible();
    await expect(jobCard(page, closed.title)).toHaveCount(0);
    await expect(page.getByText(/^Batch Role/)).toHaveCount(0);
  });

  test("the badge: 'New' for 7 days after posting, then 'Active'", async ({ memberPage: page }) => {
    const job = await postJob(page, { title: uniqueJobTitle('Fresh Role') });
    // The server stamps createdAt now; the browser's clock moves on instead.
    const day = 86_400_000;
    await page.clock.setFixedTime(Date.now() + 6.95 * day);
    await page.goto('/jobs?view=mine');
    await expect(jobCard(page, job.title).getByTestId('job-badge')).toHaveText('New');
    await expect(jobCard(page, job.title)).toContainText('Posted 7 days ago');
    await page.clock.setFixedTime(Date.now() + 8 * day);
    await page.reload();
    await expect(jobCard(page, job.title).getByTestId('job-badge')).toHaveText('Active');
    await expect(jobCard(page, job.title)).toContainText('Posted 8 days ago');
  });

  test('a signed-out save shows Unauthorized and goes to sign in', async ({ page, browser }) => {
    await signInAsNewMember(page);
    const job = await postJob(page, { title: uniqueJobTitle('Sales Lead') });
    const { page: other } = await memberPage(browser);
    await withoutLiveStream(other);
    await other.goto('/jobs');
    const save = jobCard(other, job.title).getByRole('button', { name: 'Save' });
    await expect(save).toBeVisible();
    await expectUnauthorizedThenSignIn(other, toast(other), () => save.click());
    await other.context().close();
  });

  test('a shared /jobs?job=ID address opens the details; closing drops it; an unknown id says so', async ({
    memberPage: page,
  }) => {
    const job = await postJob(page, {
      title: uniqueJobTitle('Permalink Analyst'),
      requirements: 'Three years of SQL.',
    });
    await page.goto(`/jobs?job=${job.id}`);
    const details = page.getByRole('dialog', { name: job.title });
    await expect(details).toBeVisible();
    await expect(details.getByText('Three years of SQL.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/jobs$/);

    // Opening from the card puts the address in the bar, ready to share.
    await jobCard(page, job.title).getByRole('button', { name: job.title, exact: true }).click();
    await expect(details).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?job=${job.id}$`));
    await page.reload();
    await expect(page.getByRole('dialog', { name: job.title })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/jobs?job=999999999');
    await expect(toast(page)).toContainText('Job not found');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Job Opportunities', level: 1 })).toBeVisible();
  });

  test('an applicant withdraws their application after confirming; Apply Now comes back', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page);
    const job = await postJob(page, { title: uniqueJobTitle('Withdrawal Tester') });
    const { page: other } = await memberPage(browser, { firstName: 'Wendy', lastName: 'Withdraw' });
    const applied = await other.request.post(`/api/jobs/${job.id}/applications`, {
      data: { coverLetter: 'Keen to help.' },
    });
    expect(applied.status()).toBe(201);

    await other.goto(`/jobs?job=${job.id}`);
    const details = other.getByRole('dialog', { name: job.title });
    await expect(details.getByTestId('applied')).toBeVisible();
    await details.getByRole('button', { name: 'Withdraw application' }).click();
    const confirm = other.getByRole('alertdialog', { name: 'Withdraw your application?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(other);
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    // The notice sits behind the details dialog; focus lands on the Apply Now that came back.
    await expect(toastBehindDialog(other)).toContainText('Application withdrawn');
    await expect(confirm).toBeHidden();
    await expect(details.getByRole('button', { name: 'Apply Now' })).toBeFocused();
    await expect(details.getByTestId('applied')).toHaveCount(0);

    // (Escape would first dismiss the notice, the newest layer, as everywhere in the kit.)
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();
    const card = jobCard(other, job.title);
    await expect(card.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
    const apps = await page.request.get(`/api/jobs/${job.id}/applications`);
    expect(await apps.json()).toEqual([]);
    await other.context().close();
  });

  test.describe('keyboard, 360 px and axe', () => {
    // Each has its own members and posting, so they may run on either worker.
    test.describe.configure({ mode: 'parallel' });

    /** Signs `page`'s member up and posts a job with every optional field shown. */
    async function postMarketingJob(page: Page) {
      await signInAsNewMember(page);
      return postJob(page, {
        title: uniqueJobTitle('Marketing Manager'),
        department: 'marketing',
        experienceLevel: 'mid',
        salaryRange: '$90k – $110k',
        skills: ['SEO', 'Brand', 'Analytics'],
        location: 'The Woodlands, TX',
      });
    }

    /** A posting by `page`'s member, and the list as another member sees it at 360 px. */
    async function postedAndSeenAt360(page: Page, browser: Browser) {
      const job = await postMarketingJob(page);
      const { page: other } = await memberPage(browser);
      await other.setViewportSize({ width: 360, height: 780 });
      await other.goto('/jobs');
      const card = jobCard(other, job.title);
      await expect(card).toBeVisible();
      return { job, other, card };
    }

    test('the list at 360 px; Apply Now by keyboard, Escape returns focus', async ({
      page,
      browser,
    }) => {
      const { job, other, card } = await postedAndSeenAt360(page, browser);
      await expectNoSeriousViolations(other);
      // Each card's buttons name their posting after the words they show (decision 060).
      await expectNamesContainVisibleText(other);
      const overflow = await other.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // The filters wait behind a Filters button, so the first posting is in view on arrival.
      const postings = other.getByRole('region', { name: 'Job postings' });
      await expect(postings.getByRole('article').first().getByRole('heading')).toBeInViewport({
        ratio: 1,
      });
      const filtersButton = other.getByRole('button', { name: 'Filters', exact: true });
      await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
      await expect(other.getByRole('combobox', { name: 'Job Type' })).toBeHidden();
      await filtersButton.press('Enter');
      await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
      await choose(other, other, 'Department', 'Marketing');
      await expect(other).toHaveURL(/department=marketing/);
      // The button says how many filters are on; Clear filters turns them off.
      await expect(other.getByRole('button', { name: 'Filters 1 on' })).toBeVisible();
      await expect(card).toBeVisible();
      await expectNoSeriousViolations(other);
      await other.getByRole('button', { name: 'Clear filters' }).click();
      await expect(filtersButton).toBeVisible();
      await expect(other).toHaveURL(/\/jobs$/);

      // Keyboard: Apply Now opens the dialog, Escape closes it and focus comes back.
      const applyButton = card.getByRole('button', { name: 'Apply Now' });
      await applyButton.focus();
      await other.keyboard.press('Enter');
      const apply = other.getByRole('dialog', { name: `Apply for ${job.title}` });
      await expect(apply).toBeVisible();
      await expectNoSeriousViolations(other);
      await other.keyboard.press('Escape');
      await expect(apply).toBeHidden();
      await expect(applyButton).toBeFocused();
      await other.context().close();
    });

    test('the Post a Job and details dialogs at 360 px', async ({ page, browser }) => {
      const { job, other, card } = await postedAndSeenAt360(page, browser);
      await other.getByRole('button', { name: 'Post a Job' }).first().click();
      await expect(other.getByRole('dialog', { name: 'Post a Job' })).toBeVisible();
      await expectNoSeriousViolations(other);
      await other.keyboard.press('Escape');

      await card.getByRole('button', { name: job.title, exact: true }).click();
      await expect(other.getByRole('dialog', { name: job.title })).toBeVisible();
      await expectNoSeriousViolations(other);
      await other.context().close();
    });

    test("the poster's applications view (empty) and edit dialog", async ({ page }) => {
      const job = await postMarketingJob(page);
      await page.goto('/jobs?view=mine');
      await jobCard(page, job.title).getByRole('button', { name: '0 applications' }).click();
      await expect(page.getByRole('dialog', { name: 'Applications' })).toContainText(
        'No applications yet',
      );
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await jobCard(page, job.title).getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit Job' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
});
