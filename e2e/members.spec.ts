import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsLightAndDark } from './support/axe';
import {
  addSkills,
  currentUserId,
  memberCard,
  memberInNewContext,
  searchDirectory,
  uniqueTag,
} from './support/directory';
import { newMember, signInAsNewMember, signUpUnconfirmed } from './support/members';
import { expectUnauthorizedThenSignIn, withoutLiveStream } from './support/signed-out';
import { toast, toastBehindDialog } from './support/toasts';

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search members' });
const filterSelect = (page: Page) => page.getByRole('combobox', { name: 'Filter members' });

async function chooseFilter(page: Page, label: 'All Members' | 'Leadership' | 'New Members') {
  await filterSelect(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('Member directory', () => {
  test('finds a member by a skill, searching on the server as the member types', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    // Names sort first, so the match is on the first page however many members share the skill.
    const expert = await memberInNewContext(browser, {
      firstName: 'Skilled',
      lastName: `Aa${tag}`,
    });
    const other = await memberInNewContext(browser, { firstName: 'Other', lastName: `Aa${tag}` });
    await addSkills(expert.api, expert.id, [
      { name: 'Petrochemicals', level: 'expert', years: 12 },
    ]);
    await addSkills(other.api, other.id, [{ name: 'Litigation' }]);

    await signInAsNewMember(page);
    // The page's clock is ours, so the 300 ms pause is measured, not raced.
    await page.clock.install();
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
    await expect(page.getByTestId('member-card').first()).toBeVisible();
    await expect(page.getByTestId('member-count')).toHaveText(/^\d+ members?$/);

    // Typing asks the server once, 300 ms after the last keystroke (debounced).
    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/users' && url.searchParams.has('search')) {
        searches.push(url.searchParams.get('search') ?? '');
      }
    });
    const answered = page.waitForResponse(
      (res) => new URL(res.url()).searchParams.get('search') === 'Petrochemicals',
    );
    // The page counts its own search calls as it makes them: fetch is called in the
    // debounce's timer, so once the clock has run, the count is final (no real time to wait).
    await page.evaluate(() => {
      const counted = window as typeof window & { searchCalls?: number };
      counted.searchCalls = 0;
      const fetchOf = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('search=')) {
          counted.searchCalls = (counted.searchCalls ?? 0) + 1;
        }
        return fetchOf(input, init);
      };
    });
    const searchCalls = () =>
      page.evaluate(() => (window as typeof window & { searchCalls?: number }).searchCalls);
    await page.clock.pauseAt(Date.now() + 60_000);
    await search(page).pressSequentially('Petrochemicals');
    await page.clock.runFor(299);
    expect(await searchCalls()).toBe(0);
    await page.clock.runFor(1);
    await answered;
    await page.clock.resume();
    expect(await searchCalls()).toBe(1);
    expect(searches).toEqual(['Petrochemicals']);

    const card = memberCard(page, `Skilled Aa${tag}`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('card-skill')).toHaveText(['Petrochemicals, Expert']);
    await expect(card.getByText('Petrochemicals')).toHaveAttribute('data-proficiency', 'expert');
    await expect(memberCard(page, `Other Aa${tag}`)).toHaveCount(0);
    await expect(page.getByTestId('member-count')).toHaveText(
      /^\d+ members? found for “Petrochemicals”$/,
    );
    // The search is kept in the address: a reload shows the same results.
    await expect(page).toHaveURL(/\/members\?q=Petrochemicals$/);
    await page.reload();
    await expect(search(page)).toHaveValue('Petrochemicals');
    await expect(memberCard(page, `Skilled Aa${tag}`)).toBeVisible();

    // Name, title and company are searched too.
    await searchDirectory(page, `Other Aa${tag}`);
    await expect(page.getByTestId('member-card')).toHaveCount(1);
    await expect(memberCard(page, `Other Aa${tag}`)).toBeVisible();

    // Nothing matches: a clear empty state with a way back.
    await searchDirectory(page, `nobody-${tag}`);
    await expect(page.getByText('No members found', { exact: true })).toBeVisible();
    await expect(page.getByText(/Try a different name, title, company or skill/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(page.getByTestId('member-card').first()).toBeVisible();

    await expert.context.close();
    await other.context.close();
  });

  test('finds a member by a past company: "Goldman" finds Goldman Sachs', async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    // Names sort first, so the match is on the first page however many share the company.
    const alum = await memberInNewContext(
      browser,
      { firstName: 'Gwen', lastName: `Aa${tag}` },
      { company: 'Bayou Capital', pastCompanies: ['Goldman Sachs', `Shell ${tag}`] },
    );
    await signInAsNewMember(page);
    await page.goto('/members');
    await searchDirectory(page, 'Goldman');
    const card = memberCard(page, `Gwen Aa${tag}`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('past-company')).toHaveText(['Goldman Sachs', `Shell ${tag}`]);
    // A term spanning two companies matches neither.
    await searchDirectory(page, `Sachs Shell ${tag}`);
    await expect(page.getByText('No members found')).toBeVisible();
    await alum.context.close();
  });

  test('the filter: Leadership by title, New Members by join date', async ({ page, browser }) => {
    const company = `${uniqueTag()} Holdings`;
    const founder = await memberInNewContext(
      browser,
      { firstName: 'Frida', lastName: 'Founder' },
      { title: 'Co-Founder & CEO', company },
    );
    const vp = await memberInNewContext(
      browser,
      { firstName: 'Victor', lastName: 'Vice' },
      { title: 'Vice President, Sales', company },
    );
    const analyst = await memberInNewContext(
      browser,
      { firstName: 'Ana', lastName: 'Lyst' },
      { title: 'Senior Analyst', company },
    );

    await signInAsNewMember(page);
    await page.goto('/members');
    await expect(filterSelect(page)).toHaveText('All Members');
    await filterSelect(page).click();
    await expect(page.getByRole('option')).toHaveText(['All Members', 'Leadership', 'New Members']);
    await page.keyboard.press('Escape');

    await searchDirectory(page, company);
    await expect(page.getByTestId('member-card')).toHaveCount(3);
    await expect(page.getByTestId('member-count')).toHaveText(`3 members found for “${company}”`);

    const leadership = page.waitForResponse(
      (res) => new URL(res.url()).searchParams.get('filter') === 'leadership',
    );
    await chooseFilter(page, 'Leadership');
    await leadership;
    await expect(page).toHaveURL(/filter=leadership/);
    await expect(page.getByTestId('member-card')).toHaveCount(2);
    await expect(memberCard(page, 'Frida Founder')).toBeVisible();
    await expect(memberCard(page, 'Victor Vice')).toBeVisible();
    await expect(memberCard(page, 'Ana Lyst')).toHaveCount(0);

    // Everyone here joined today, so all are new.
    await chooseFilter(page, 'New Members');
    await expect(page).toHaveURL(/filter=new/);
    await expect(page.getByTestId('member-card')).toHaveCount(3);

    await chooseFilter(page, 'All Members');
    await expect(page).not.toHaveURL(/filter=/);
    await expect(page.getByTestId('member-card')).toHaveCount(3);

    for (const m of [founder, vp, analyst]) await m.context.close();
  });

  test("a card shows 2 past companies and 3 skills, then '+N more'", async ({ page, browser }) => {
    const tag = uniqueTag();
    const busy = await memberInNewContext(
      browser,
      { firstName: 'Busy', lastName: tag },
      {
        title: 'Managing Director',
        company: 'Bayou Capital',
        openToConnect: true,
        pastCompanies: ['Shell', 'Deloitte', 'Accenture', 'KPMG', 'Chevron'],
      },
    );
    await addSkills(busy.api, busy.id, [
      { name: 'Corporate Finance', level: 'expert', years: 15 },
      { name: 'Private Equity', level: 'advanced', years: 8 },
      { name: 'Risk Management', level: 'intermediate', years: 1 },
      { name: 'Tax Strategy', level: 'beginner', years: 0 },
      { name: 'Venture Capital', level: 'advanced', years: 3 },
    ]);
    const exact = await memberInNewContext(
      browser,
      { firstName: 'Exact', lastName: tag },
      { pastCompanies: ['Shell', 'Deloitte'] },
    );
    await addSkills(exact.api, exact.id, [
      { name: 'Accounting' },
      { name: 'Fundraising' },
      { name: 'Logistics' },
    ]);

    await signInAsNewMember(page);
    await page.goto('/members');
    await searchDirectory(page, tag);

    const card = memberCard(page, `Busy ${tag}`);
    await expect(card.getByText('Managing Director')).toBeVisible();
    await expect(card.getByText('Bayou Capital')).toBeVisible();
    await expect(card.getByTestId('open-to-connect')).toHaveText('Open to connect');
    await expect(card.getByTestId('past-company')).toHaveText(['Shell', 'Deloitte']);
    const moreCompanies = card.getByRole('button', { name: '+3 more past companies' });
    await expect(moreCompanies).toHaveText(/^\+3 more/);
    await expect(card.getByTestId('card-skill')).toHaveCount(3);
    const moreSkills = card.getByRole('button', { name: `+2 more skills of Busy ${tag}` });
    await expect(moreSkills).toHaveText(/^\+2 more/);

    // '+3 more' shows the rest in place; 'Show less' folds them again.
    await moreCompanies.click();
    await expect(card.getByTestId('past-company')).toHaveText([
      'Shell',
      'Deloitte',
      'Accenture',
      'KPMG',
      'Chevron',
    ]);
    await card.getByRole('button', { name: 'Show less' }).click();
    await expect(card.getByTestId('past-company')).toHaveCount(2);

    // '+2 more' opens the skills dialog with all five.
    await moreSkills.click();
    const dialog = page.getByRole('dialog', { name: `Busy ${tag}'s Skills` });
    await expect(dialog.getByTestId('member-skill')).toHaveCount(5);
    const tax = dialog.getByTestId('member-skill').filter({ hasText: 'Tax Strategy' });
    await expect(tax.getByText('Beginner', { exact: true })).toHaveClass(/bg-gray-/);
    await expect(tax.getByText('0 years experience', { exact: true })).toBeVisible();
    const risk = dialog.getByTestId('member-skill').filter({ hasText: 'Risk Management' });
    await expect(risk.getByText('Intermediate', { exact: true })).toHaveClass(/bg-yellow-/);
    await expect(risk.getByText('1 year experience', { exact: true })).toBeVisible();
    const finance = dialog.getByTestId('member-skill').filter({ hasText: 'Corporate Finance' });
    await expect(finance.getByText('Expert', { exact: true })).toHaveClass(/bg-green-/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(moreSkills).toBeFocused();

    // Exactly 2 companies and 3 skills: nothing more to show.
    const exactCard = memberCard(page, `Exact ${tag}`);
    await expect(exactCard.getByTestId('past-company')).toHaveCount(2);
    await expect(exactCard.getByTestId('card-skill')).toHaveCount(3);
    await expect(exactCard.getByRole('button', { name: /more/ })).toHaveCount(0);
    await expect(exactCard.getByTestId('open-to-connect')).toHaveCount(0);

    await busy.context.close();
    await exact.context.close();
  });

  test("endorses another member's skill with a comment, sees who endorsed, withdraws", async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const target = await memberInNewContext(browser, { firstName: 'Tara', lastName: tag });
    const [skillId] = await addSkills(target.api, target.id, [
      { name: 'Public Relations', level: 'advanced', years: 6 },
    ]);
    await signInAsNewMember(page, { firstName: 'Eli', lastName: `Endorser${tag}` });

    await page.goto('/members');
    await searchDirectory(page, tag);
    const card = memberCard(page, `Tara ${tag}`);
    await card.getByRole('button', { name: `View Skills of Tara ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tara ${tag}'s Skills` });
    const row = dialog.getByTestId('member-skill').filter({ hasText: 'Public Relations' });
    await expect(row.getByTestId('endorsement-count')).toHaveText('0 endorsements');
    await expect(row.getByRole('button', { name: /Who endorsed/ })).toHaveCount(0);

    await row.getByRole('button', { name: 'Endorse Public Relations' }).click();
    const comment = row.getByLabel('Comment (optional)');
    await expect(comment).toBeFocused();
    await expect(comment).toHaveAttribute('maxlength', '500');
    // Escape closes the comment box only.
    await page.keyboard.press('Escape');
    await expect(comment).toBeHidden();
    await expect(dialog).toBeVisible();

    await row.getByRole('button', { name: 'Endorse Public Relations' }).click();
    await comment.fill('Handled our launch press\nwith calm.');
    const posted = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith(`/api/user-skills/${skillId}/endorse`),
    );
    await row
      .getByRole('form', { name: 'Endorse Public Relations' })
      .getByRole('button', { name: 'Endorse', exact: true })
      .click();
    expect((await posted).postDataJSON()).toEqual({
      comment: 'Handled our launch press\nwith calm.',
    });
    await expect(toastBehindDialog(page)).toContainText('Skill endorsed successfully');
    // Said inside the dialog as well, where a screen reader is.
    await expect(row.getByRole('status')).toHaveText('Skill endorsed successfully');
    await expect(row.getByTestId('endorsement-count')).toHaveText('1 endorsement');
    await expect(
      row.getByRole('button', { name: 'Withdraw endorsement of Public Relations' }),
    ).toBeFocused();
    await expect(row.getByText('Endorsed', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Endorse/ })).toHaveCount(0);

    // Who endorsed: the name and the comment, as written.
    await row.getByRole('button', { name: 'Who endorsed Public Relations' }).click();
    const endorsers = row.getByRole('list', { name: 'Endorsed by' });
    await expect(endorsers).toContainText(`Eli Endorser${tag}`);
    await expect(endorsers.getByText('Handled our launch press with calm.')).toBeVisible();

    // The server agrees, and the card behind the dialog was refreshed.
    const list = await (await target.api.get(`/api/users/${target.id}/skills`)).json();
    expect(list[0]).toMatchObject({ endorsementCount: 1, isEndorsed: true });

    // Withdrawing asks first, then the count falls back.
    await row.getByRole('button', { name: 'Withdraw endorsement of Public Relations' }).click();
    await expect(row.getByText('Withdraw your endorsement?')).toBeVisible();
    await row.getByRole('button', { name: 'Keep' }).click();
    await expect(row.getByTestId('endorsement-count')).toHaveText('1 endorsement');
    await row.getByRole('button', { name: 'Withdraw endorsement of Public Relations' }).click();
    await row.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(row.getByTestId('endorsement-count')).toHaveText('0 endorsements');
    await expect(row.getByRole('button', { name: 'Endorse Public Relations' })).toBeFocused();

    await target.context.close();
  });

  test('your own card: Add Skill, no Message button, no Endorse on your skills', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await signInAsNewMember(page, { firstName: 'Self', lastName: tag });
    const id = await currentUserId(page.request);
    await addSkills(page.request, id, [{ name: 'Cybersecurity', level: 'advanced', years: 4 }]);

    await page.goto('/members');
    await searchDirectory(page, tag);
    const card = memberCard(page, `Self ${tag}`);
    await expect(card.getByText('You', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Message/ })).toHaveCount(0);

    await card.getByRole('button', { name: `View Skills of Self ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Skills' });
    await expect(dialog.getByTestId('member-skill')).toHaveCount(1);
    await expect(dialog.getByTestId('member-skill')).toContainText('4 years experience');
    await expect(dialog.getByRole('button', { name: /^Endorse/ })).toHaveCount(0);
    await expect(dialog.getByText('Endorsed', { exact: true })).toHaveCount(0);

    // Add Skill from the dialog opens the shared Add New Skill dialog.
    await dialog.getByRole('button', { name: 'Add Skill' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Skill' });
    await add.getByLabel('Search Skills').fill('Data Analytics');
    await add.getByRole('combobox', { name: 'Select Skill' }).click();
    await page.getByRole('option', { name: 'Data Analytics (Technology)', exact: true }).click();
    await add.getByRole('button', { name: 'Add Skill', exact: true }).click();
    await expect(toast(page)).toContainText('Skill added successfully');
    await expect(add).toBeHidden();
    await expect(card.getByTestId('card-skill')).toHaveCount(2);
    await expect(
      card.getByTestId('card-skill').filter({ hasText: 'Data Analytics' }),
    ).toBeVisible();

    // And straight from the card.
    await card.getByRole('button', { name: 'Add Skill' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Skill' })).toBeVisible();
  });

  test('Load more: a page of 24 cards, then the rest; the total comes from the server', async ({
    page,
    request,
  }) => {
    test.slow(); // 26 sign-ups
    const tag = uniqueTag();
    for (let i = 0; i < 26; i++) {
      await signUpUnconfirmed(
        request,
        newMember({ firstName: `Page${String(i).padStart(2, '0')}`, lastName: tag }),
      );
    }
    await signInAsNewMember(page);
    // The search in the address is the search on screen.
    await page.goto(`/members?q=${tag}`);
    await expect(search(page)).toHaveValue(tag);
    await expect(page.getByTestId('member-count')).toHaveText(`26 members found for “${tag}”`);
    await expect(page.getByTestId('member-card')).toHaveCount(24);
    await expect(page.getByTestId('member-card').first()).toContainText(`Page00 ${tag}`);
    // Scrolling to the end (or pressing the button) brings the next page.
    await page.getByRole('button', { name: 'Load more members' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('member-card')).toHaveCount(26);
    await expect(page.getByTestId('member-card').last()).toContainText(`Page25 ${tag}`);
    await expect(page.getByRole('button', { name: 'Load more members' })).toHaveCount(0);
  });

  test('the Message dialog validates and sends', async ({ page, browser }) => {
    const tag = uniqueTag();
    const to = await memberInNewContext(browser, { firstName: 'Rita', lastName: tag });
    await signInAsNewMember(page);
    await withoutLiveStream(page);
    await page.goto('/members');
    await searchDirectory(page, tag);
    await memberCard(page, `Rita ${tag}`)
      .getByRole('button', { name: `Message Rita ${tag}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Message Rita ${tag}` });
    await expect(dialog.getByLabel('Subject (optional)')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Message is required')).toBeVisible();
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Cancel throws the draft away.
    await dialog.getByLabel('Message', { exact: true }).fill('draft');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await memberCard(page, `Rita ${tag}`)
      .getByRole('button', { name: `Message Rita ${tag}` })
      .click();
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue('');

    // Signed out elsewhere: the server's own 401, the Unauthorized toast, then sign-in.
    await expectUnauthorizedThenSignIn(page, toastBehindDialog(page), async () => {
      await dialog.getByLabel('Message', { exact: true }).fill('Hello there');
      await dialog.getByRole('button', { name: 'Send Message' }).click();
    });
    await to.context.close();
  });
});

test.describe('Member directory: accessibility and small screens', () => {
  test.describe('axe (light and dark)', () => {
    test('directory, skills dialog, endorse form, message dialog, empty state', async ({
      page,
      browser,
    }) => {
      test.slow(); // four states, each scanned in both colour schemes
      const tag = uniqueTag();
      const other = await memberInNewContext(
        browser,
        { firstName: 'Axe', lastName: tag },
        {
          title: 'Founder',
          company: 'Axe Co',
          openToConnect: true,
          pastCompanies: ['A', 'B', 'C'],
        },
      );
      await addSkills(other.api, other.id, [
        { name: 'Negotiation', level: 'expert' },
        { name: 'Logistics', level: 'advanced' },
        { name: 'Manufacturing', level: 'intermediate' },
        { name: 'Procurement', level: 'beginner' },
      ]);
      await signInAsNewMember(page);
      await page.goto('/members');
      await searchDirectory(page, tag);
      await expect(memberCard(page, `Axe ${tag}`)).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page);

      await memberCard(page, `Axe ${tag}`)
        .getByRole('button', { name: /^View Skills/ })
        .click();
      const dialog = page.getByRole('dialog', { name: `Axe ${tag}'s Skills` });
      await dialog.getByRole('button', { name: 'Endorse Negotiation' }).click();
      await expectNoSeriousViolationsLightAndDark(page);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await memberCard(page, `Axe ${tag}`)
        .getByRole('button', { name: /^Message/ })
        .click();
      const message = page.getByRole('dialog', { name: `Message Axe ${tag}` });
      await message.getByRole('button', { name: 'Send Message' }).click();
      await expect(message.getByText('Message is required')).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page);
      await page.keyboard.press('Escape');
      await expect(message).toBeHidden();

      await searchDirectory(page, `nobody-${tag}`);
      await expect(page.getByText('No members found')).toBeVisible();
      await expectNoSeriousViolationsLightAndDark(page);
      await other.context.close();
    });
  });

  test.describe('360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('cards stack, nothing overflows, dialogs fit; keyboard reaches the actions', async ({
      page,
      browser,
    }) => {
      const tag = uniqueTag();
      const other = await memberInNewContext(
        browser,
        { firstName: 'Narrow', lastName: tag },
        {
          title: 'Chief Operating Officer of a Very Long Company Name Incorporated',
          company: 'Supercalifragilistic Logistics & Warehousing International',
          pastCompanies: ['An Exceptionally Long Former Employer Name LLC', 'B', 'C'],
        },
      );
      await addSkills(other.api, other.id, [
        { name: 'Diversity, Equity & Inclusion', level: 'expert' },
        { name: 'Financial Planning & Analysis', level: 'advanced' },
        { name: 'Mergers & Acquisitions' },
        { name: 'Supply Chain Management' },
      ]);
      await signInAsNewMember(page);
      await page.goto('/members');
      await searchDirectory(page, tag);
      const card = memberCard(page, `Narrow ${tag}`);
      await expect(card).toBeVisible();
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page);

      // Keyboard: from the search box, Tab reaches the filter, then the card's buttons.
      await search(page).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Clear search' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(filterSelect(page)).toBeFocused();
      const viewSkills = card.getByRole('button', { name: /^View Skills/ });
      await viewSkills.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Narrow ${tag}'s Skills` });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await page.keyboard.press('Escape');
      await expect(viewSkills).toBeFocused();
      await other.context.close();
    });
  });
});
