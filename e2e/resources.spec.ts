import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import { expectNamesContainVisibleText, expectNoSeriousViolations } from './support/axe';
import { test } from './support/fixtures';
import { pickFiles, uploadDialog } from './support/images';
import { signInAsNewMember, type TestMember } from './support/members';
import {
  categoryButton,
  categoryPanel,
  resourceCard,
  resourceCategory,
  shareResource,
  tinyPdf,
  uniqueToken,
  uploadDocument,
} from './support/resources';
import { expectUnauthorizedThenSignIn, withoutLiveStream } from './support/signed-out';
import { toast, toastBehindDialog } from './support/toasts';

// These journeys upload files and run axe; on a busy machine they need more room than the
// suite's defaults.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A second member in a browser context of their own. */
async function otherMember(browser: Browser, overrides: Partial<TestMember> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInAsNewMember(page, overrides);
  return { page, member, close: () => context.close() };
}

/** window.open records where it was sent instead of opening tabs. */
async function captureWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: unknown[] };
    w.__opened = [];
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opened.push({ url: String(url), target, features });
      return null;
    };
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __opened: { url: string; target: string; features: string }[] })
          .__opened,
    );
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share New Resource' });

test.describe('Shared Resources', () => {
  test.describe.configure({ timeout: 90_000 });

  test('share a link, a video with its duration and an uploaded PDF', async ({ page }) => {
    await signInAsNewMember(page, { firstName: 'Renee', lastName: 'Okafor' });
    const marketing = await resourceCategory(page, 'Marketing');
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Shared Resources' })).toBeVisible();
    await expect(categoryButton(page, 'All Resources')).toHaveAttribute('aria-pressed', 'true');
    await expect(categoryButton(page, 'Marketing')).toHaveText(
      `Marketing ${marketing.resourceCount}`,
    );

    // The rules of spec §5, in the dialog's own words.
    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    const dialog = shareDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Duration')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Share Resource' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Type is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    // No dead Download button: a link or a file is required.
    await expect(dialog.getByText('Add a link or upload a file')).toBeVisible();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/resource-dialog-errors-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // A link; a javascript: address is refused before it leaves the browser.
    const linkTitle = `Houston SEO checklist ${uniqueToken()}`;
    await dialog.getByLabel('Title').fill(linkTitle);
    await dialog.getByLabel('Description').fill('Twelve checks before a local launch.');
    await choose(page, 'Type', 'Link');
    await choose(page, 'Category', 'Marketing');
    await dialog.getByLabel('URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Share Resource' }).click();
    await expect(dialog.getByText('Only http:// and https:// links can be shared')).toBeVisible();
    // A bare domain is taken as https.
    await dialog.getByLabel('URL').fill('example.com/houston-seo');
    const sent = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/resources' && req.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Share Resource' }).click();
    expect((await sent).postDataJSON().url).toBe('https://example.com/houston-seo');
    await expect(toast(page)).toContainText('Resource shared successfully');
    await expect(dialog).toBeHidden();
    const link = resourceCard(page, linkTitle);
    await expect(link).toBeVisible();
    await expect(link).toContainText('Twelve checks before a local launch.');
    await expect(link).toContainText('Uploaded by');
    await expect(link.getByTestId('resource-uploader')).toHaveText('Renee Okafor');
    await expect(link).toContainText('less than a minute ago');
    await expect(link.getByTestId('resource-category')).toHaveText('Marketing');
    await expect(link.getByTestId('resource-type-icon')).toHaveAttribute('data-type', 'link');
    await expect(link.getByRole('button', { name: 'Open Link' })).toBeVisible();
    await expect(link.getByTestId('resource-size')).toHaveCount(0);
    await expect(link.getByTestId('resource-duration')).toHaveCount(0);
    await expect(categoryButton(page, 'Marketing')).toHaveText(
      `Marketing ${marketing.resourceCount + 1}`,
    );

    // A video: Duration appears only for videos.
    const videoTitle = `Pitching to Houston angels ${uniqueToken()}`;
    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    await dialog.getByLabel('Title').fill(videoTitle);
    await choose(page, 'Type', 'Video');
    await expect(dialog.getByLabel('Duration')).toBeVisible();
    await choose(page, 'Type', 'Document');
    await expect(dialog.getByLabel('Duration')).toHaveCount(0);
    await choose(page, 'Type', 'Video');
    await dialog.getByLabel('Duration').fill('about an hour');
    await choose(page, 'Category', 'Marketing');
    await dialog.getByLabel('URL').fill('https://example.com/videos/angels');
    await dialog.getByRole('button', { name: 'Share Resource' }).click();
    await expect(dialog.getByText('Duration must look like 1h 30m, 45m or 12:30')).toBeVisible();
    await dialog.getByLabel('Duration').fill('1h 30m');
    await dialog.getByRole('button', { name: 'Share Resource' }).click();
    await expect(toast(page)).toContainText('Resource shared successfully');
    const video = resourceCard(page, videoTitle);
    await expect(video.getByTestId('resource-duration')).toHaveText('1h 30m');
    await expect(video.getByRole('button', { name: 'View Video' })).toBeVisible();
    await expect(video.getByTestId('resource-type-icon')).toHaveAttribute('data-type', 'video');

    // A PDF uploaded through the widget in document mode.
    const pdf = tinyPdf('vendor-contract-template.pdf');
    const pdfTitle = `Vendor contract ${uniqueToken()}`;
    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    await dialog.getByLabel('Title').fill(pdfTitle);
    await choose(page, 'Type', 'Template');
    await choose(page, 'Category', 'Marketing');
    const issued = page.waitForRequest(
      (req) => req.url().endsWith('/api/objects/upload') && req.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Upload a file instead' }).click();
    await pickFiles(page, pdf);
    await uploadDialog(page).getByRole('button', { name: 'Upload 1 file' }).click();
    // The file's own name goes along, so the download is named after it.
    expect((await issued).postDataJSON()).toEqual({
      purpose: 'document',
      fileName: 'vendor-contract-template.pdf',
    });
    await expect(uploadDialog(page)).toBeHidden();
    await expect(dialog.getByTestId('resource-file')).toHaveText('vendor-contract-template.pdf');
    await expect(dialog.getByLabel('URL')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Share Resource' }).click();
    await expect(toast(page)).toContainText('Resource shared successfully');
    await expect(dialog).toBeHidden();
    const file = resourceCard(page, pdfTitle);
    await expect(file.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(file.getByTestId('resource-size')).toHaveText(`${pdf.buffer.length} Bytes`);
    await expect(file.getByTestId('resource-file-name')).toHaveText('vendor-contract-template.pdf');
    // Download saves the file under its own name, in place.
    const saved = page.waitForEvent('download');
    await file.getByRole('button', { name: 'Download' }).click();
    expect((await saved).suggestedFilename()).toBe('vendor-contract-template.pdf');
    await expect(file.getByTestId('resource-type-icon')).toHaveAttribute('data-type', 'template');
    await expect(categoryButton(page, 'Marketing')).toHaveText(
      `Marketing ${marketing.resourceCount + 3}`,
    );

    // Newest first.
    const titles = await page.getByTestId('resource-card').getByRole('heading').allTextContents();
    expect(titles.indexOf(pdfTitle)).toBeLessThan(titles.indexOf(videoTitle));
    expect(titles.indexOf(videoTitle)).toBeLessThan(titles.indexOf(linkTitle));
  });

  test('search and the type filter, with both empty states', async ({ memberPage: page }) => {
    const token = uniqueToken('zq');
    const guide = await shareResource(page, {
      title: `Payroll guide ${token}`,
      type: 'document',
      url: 'https://example.com/payroll',
      categoryName: 'Legal & Finance',
    });
    const talk = await shareResource(page, {
      title: 'Quarterly taxes explained',
      description: `Recorded at the ${token} breakfast.`,
      type: 'video',
      duration: '45m',
      url: 'https://example.com/taxes',
      categoryName: 'Legal & Finance',
    });
    await page.goto('/resources');
    await expect(resourceCard(page, guide.title)).toBeVisible();

    // A category nothing has been shared in: the invitation to share the first one.
    await categoryButton(page, 'Events & Talks').click();
    await expect(categoryButton(page, 'Events & Talks')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No resources found')).toBeVisible();
    await expect(
      page.getByText(
        'Start building the community resource library by sharing the first resource.',
      ),
    ).toBeVisible();
    const emptyAdd = page.getByRole('main').getByRole('button', { name: 'Add Resource' });
    await expect(emptyAdd).toHaveCount(2);
    await emptyAdd.last().click();
    await expect(shareDialog(page)).toBeVisible();
    // The category the member is looking at is already chosen.
    await expect(shareDialog(page).getByRole('combobox', { name: 'Category' })).toHaveText(
      'Events & Talks',
    );
    await shareDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await categoryButton(page, 'All Resources').click();

    // Search matches the title or the description, on the server.
    const search = page.getByPlaceholder('Search resources...');
    await search.fill(token.toUpperCase());
    await expect(page.getByTestId('resource-card')).toHaveCount(2);
    await expect(resourceCard(page, guide.title)).toBeVisible();
    await expect(resourceCard(page, talk.title)).toBeVisible();

    // The type filter narrows the search.
    await page.getByRole('combobox', { name: 'Filter by type' }).click();
    for (const label of ['All Types', 'Documents', 'Videos', 'Links', 'Templates']) {
      await expect(page.getByRole('option', { name: label, exact: true })).toBeVisible();
    }
    await page.getByRole('option', { name: 'Videos', exact: true }).click();
    await expect(page.getByTestId('resource-card')).toHaveCount(1);
    await expect(resourceCard(page, talk.title)).toBeVisible();
    await expect(resourceCard(page, talk.title).getByTestId('resource-duration')).toHaveText('45m');

    await page.getByRole('combobox', { name: 'Filter by type' }).click();
    await page.getByRole('option', { name: 'Templates', exact: true }).click();
    await expect(page.getByText('No resources found')).toBeVisible();
    await expect(page.getByText('No resources match your search criteria.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Add Resource' })).toHaveCount(
      1,
    );

    // A search alone is a filter too.
    await page.getByRole('combobox', { name: 'Filter by type' }).click();
    await page.getByRole('option', { name: 'All Types', exact: true }).click();
    await search.fill(`${token} nothing like this`);
    await expect(page.getByText('No resources match your search criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(resourceCard(page, guide.title)).toBeVisible();
  });

  test('opening a link counts a download and opens a new tab; a file downloads under its name', async ({
    memberPage: page,
  }) => {
    const opened = await captureWindowOpen(page);
    const link = await shareResource(page, {
      title: `Chamber events calendar ${uniqueToken()}`,
      url: 'https://example.com/chamber',
    });
    const pdf = tinyPdf();
    const uploadURL = await uploadDocument(page, pdf.buffer);
    const file = await shareResource(page, {
      title: `Board minutes template ${uniqueToken()}`,
      type: 'document',
      url: uploadURL,
    });
    expect(file.url).toMatch(/^\/objects\/uploads\//);
    await page.goto('/resources');

    const linkCard = resourceCard(page, link.title);
    await expect(linkCard.getByTestId('resource-downloads')).toHaveText('0 downloads');
    await linkCard.getByRole('button', { name: 'Open Link' }).click();
    await expect(linkCard.getByTestId('resource-downloads')).toHaveText('1 download');
    await linkCard.getByRole('button', { name: 'Open Link' }).click();
    await expect(linkCard.getByTestId('resource-downloads')).toHaveText('2 downloads');

    const fileCard = resourceCard(page, file.title);
    // Uploaded without a name (through the API): named after the resource, with its type's extension.
    await expect(fileCard.getByTestId('resource-file-name')).toHaveText(`${file.title}.pdf`);
    const download = page.waitForEvent('download');
    await fileCard.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`${file.title}.pdf`);
    await expect(fileCard.getByTestId('resource-downloads')).toHaveText('1 download');
    expect(await opened()).toEqual([
      { url: 'https://example.com/chamber', target: '_blank', features: 'noopener' },
      { url: 'https://example.com/chamber', target: '_blank', features: 'noopener' },
    ]);
    // The stored file is there for members.
    const stored = await page.request.get(file.url!);
    expect(stored.ok()).toBe(true);
    expect((await stored.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(stored.headers()['content-type']).toBe('application/pdf');
    expect(stored.headers()['content-disposition']).toBe(
      `attachment; filename="${file.title}.pdf"`,
    );

    const count = await page.request.get(`/api/resources/${link.id}`);
    expect(((await count.json()) as { downloadCount: number }).downloadCount).toBe(2);
  });

  test('Share copies the permalink when the device has no share sheet', async ({
    memberPage: page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __copied: string[] };
      w.__copied = [];
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: async (text: string) => {
            w.__copied.push(text);
          },
        },
      });
    });
    const link = await shareResource(page, {
      title: `Co-working spaces map ${uniqueToken()}`,
      url: 'https://example.com/coworking',
    });
    const uploadURL = await uploadDocument(page, tinyPdf().buffer);
    const file = await shareResource(page, {
      title: `Hiring plan ${uniqueToken()}`,
      type: 'template',
      url: uploadURL,
    });
    await page.goto('/resources');

    // Each card's buttons carry its resource in their names, after the words they show
    // (decision 060).
    await expectNamesContainVisibleText(page);
    await resourceCard(page, link.title)
      .getByRole('button', { name: `Share ${link.title}`, exact: true })
      .click();
    await expect(toast(page)).toContainText('Link Copied');
    await expect(toast(page)).toContainText('Resource link copied to clipboard');
    await resourceCard(page, file.title).getByRole('button', { name: 'Share' }).click();
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied))
      .toEqual([
        `${origin}/resources?resource=${link.id}`,
        `${origin}/resources?resource=${file.id}`,
      ]);
  });

  test('Share uses the device share sheet when there is one', async ({ memberPage: page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[] };
      w.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          w.__shared.push(data);
        },
      });
    });
    const link = await shareResource(page, {
      title: `Grant deadlines ${uniqueToken()}`,
      description: 'City and state programs, 2027.',
      url: 'https://example.com/grants',
    });
    await page.goto('/resources');
    await resourceCard(page, link.title).getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([
        {
          title: link.title,
          text: 'City and state programs, 2027.',
          url: `${new URL(page.url()).origin}/resources?resource=${link.id}`,
        },
      ]);
    await expect(toast(page)).toHaveCount(0);
  });

  test('a shared /resources?resource=ID address shows that resource highlighted and focused', async ({
    memberPage: page,
  }) => {
    const guide = await shareResource(page, {
      title: `Permit guide ${uniqueToken()}`,
      description: 'City of Houston permits, step by step.',
    });
    await page.goto(`/resources?resource=${guide.id}`);
    const shared = page.getByRole('region', { name: 'Shared with you' });
    await expect(shared).toBeFocused();
    const card = shared.getByRole('article', { name: guide.title });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    await expectNoSeriousViolations(page);

    await shared.getByRole('button', { name: 'Close' }).click();
    await expect(shared).toHaveCount(0);
    await expect(page).toHaveURL(/\/resources$/);

    await page.goto('/resources?resource=999999999');
    await expect(toast(page)).toContainText('Resource not found');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { name: 'Shared Resources', level: 1 })).toBeVisible();
  });

  test('the uploader edits and deletes; another member sees neither button', async ({
    page,
    browser,
  }) => {
    await signInAsNewMember(page, { firstName: 'Marcus', lastName: 'Bell' });
    const mine = await shareResource(page, {
      title: `Fundraising deck ${uniqueToken()}`,
      type: 'link',
      url: 'https://example.com/deck',
      categoryName: 'Guides & Playbooks',
    });
    await page.goto('/resources');
    const card = resourceCard(page, mine.title);
    await card.getByRole('button', { name: `Edit ${mine.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
    await expect(dialog.getByLabel('Title')).toHaveValue(mine.title);
    await expect(dialog.getByLabel('URL')).toHaveValue('https://example.com/deck');
    const renamed = `${mine.title} (2027 edition)`;
    await dialog.getByLabel('Title').fill(renamed);
    await choose(page, 'Type', 'Video');
    await dialog.getByLabel('Duration').fill('20m');
    await dialog.getByRole('button', { name: 'Update Resource' }).click();
    await expect(toast(page)).toContainText('Resource updated successfully');
    await expect(dialog).toBeHidden();
    const edited = resourceCard(page, renamed);
    await expect(edited.getByRole('button', { name: 'View Video' })).toBeVisible();
    await expect(edited.getByTestId('resource-duration')).toHaveText('20m');

    // Someone else may open and share it, not change it.
    const other = await otherMember(browser);
    try {
      await other.page.goto('/resources');
      const theirs = resourceCard(other.page, renamed);
      await expect(theirs.getByRole('button', { name: 'View Video' })).toBeVisible();
      await expect(theirs.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(theirs.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
      await expect(theirs.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
      const refused = await other.page.request.delete(`/api/resources/${mine.id}`);
      expect(refused.status()).toBe(403);
    } finally {
      await other.close();
    }

    const before = await resourceCategory(page, 'Guides & Playbooks');
    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this resource?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Resource deleted successfully');
    await expect(edited).toHaveCount(0);
    await expect(categoryButton(page, 'Guides & Playbooks')).toHaveText(
      `Guides & Playbooks ${before.resourceCount - 1}`,
    );
  });

  test('a save while signed out shows Unauthorized and goes to sign in', async ({
    memberPage: page,
  }) => {
    await withoutLiveStream(page);
    await page.goto('/resources');
    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    const dialog = shareDialog(page);
    await dialog.getByLabel('Title').fill('Anything');
    await choose(page, 'Type', 'Link');
    await choose(page, 'Category', 'Technology');
    await dialog.getByLabel('URL').fill('https://example.com/anything');
    await expectUnauthorizedThenSignIn(page, toastBehindDialog(page), () =>
      dialog.getByRole('button', { name: 'Share Resource' }).click(),
    );
  });

  test('more resources load at the end of the list', async ({ memberPage: page }) => {
    const token = uniqueToken('more');
    for (let i = 0; i < 21; i++) {
      await shareResource(page, {
        title: `Reading list ${token} #${i}`,
        categoryName: 'Technology',
      });
    }
    await page.goto('/resources');
    // The newest card is also on the unfiltered first page: wait for the search's own answer.
    const searched = page.waitForResponse((res) => res.url().includes(`search=${token}`));
    await page.getByPlaceholder('Search resources...').fill(token);
    await searched;
    const cards = page.getByTestId('resource-card');
    // The search's own first page: the newest 20, the oldest not yet.
    await expect(resourceCard(page, `Reading list ${token} #20`)).toBeVisible();
    await expect(cards).toHaveCount(20);
    await expect(resourceCard(page, `Reading list ${token} #0`)).toHaveCount(0);
    // Scrolling to the end loads the next page by itself (the button stays for keyboards).
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect(resourceCard(page, `Reading list ${token} #0`)).toBeVisible();
    await expect(cards).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  /** The resources page at 360 px for a new member, with at least one resource of theirs. */
  async function resourcesAt360(page: Page) {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAsNewMember(page);
    await shareResource(page, { title: `Small screen check ${uniqueToken()}` });
    await page.goto('/resources');
    await expect(categoryPanel(page)).toBeVisible();
    await expect(categoryButton(page, 'All Resources')).toBeVisible();
  }

  test('360 px: nothing is wider than the screen, axe finds nothing serious', async ({ page }) => {
    await resourcesAt360(page);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectNoSeriousViolations(page);
  });

  test('keyboard at 360 px: categories, the dialog works, axe finds nothing serious in it', async ({
    page,
  }) => {
    await resourcesAt360(page);

    // Categories by keyboard.
    await categoryButton(page, 'Technology').focus();
    await page.keyboard.press('Enter');
    await expect(categoryButton(page, 'Technology')).toHaveAttribute('aria-pressed', 'true');

    const add = page.getByRole('button', { name: 'Add Resource' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = shareDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.type('Keyboard-only resource');
    await dialog.getByRole('combobox', { name: 'Type' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Video', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('axe at 1280 px with the dialog open', async ({ memberPage: page }) => {
    await shareResource(page, {
      title: `Axe check ${uniqueToken()}`,
      type: 'video',
      duration: '5m',
    });
    await page.goto('/resources');
    await expect(page.getByTestId('resource-card').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Add Resource' }).first().click();
    await expect(shareDialog(page)).toBeVisible();
    await choose(page, 'Type', 'Video');
    await expectNoSeriousViolations(page);
  });
});
