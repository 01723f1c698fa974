import { expect, type Page, test } from '@playwright/test';
import { currentUserId, saveProfile, uniqueTag } from './support/directory';
import { postReply, startDiscussion } from './support/discussions';
import { signInAsNewMember } from './support/members';

/**
 * Members paste long words and bare addresses: titles, previews, bodies, replies, bios and
 * cards wrap at every width instead of widening the page (issue 19, "Long text").
 */
const LONG_WORD = `Supercalifragilistic${'expialidocious'.repeat(12)}`;
const LONG_URL = `https://example.com/${'really-long-path-segment/'.repeat(10)}end`;

async function fitsTheWidth(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

for (const width of [360, 1280]) {
  test(`long words and addresses wrap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const tag = uniqueTag();
    const member = await signInAsNewMember(page, { lastName: `Long${tag}` });
    await saveProfile(page.request, member, {
      company: LONG_WORD.slice(0, 150),
      bio: `${LONG_WORD} ${LONG_URL}`,
    });
    const discussion = await startDiscussion(page, {
      title: `${tag}${LONG_WORD}`.slice(0, 200),
      content: `${LONG_WORD}\n${LONG_URL}`,
    });
    await postReply(page, discussion.id, `${LONG_URL} ${LONG_WORD}`);

    await page.goto('/discussions');
    await expect(page.getByRole('heading', { name: new RegExp(`^${tag}`) })).toBeVisible();
    await fitsTheWidth(page);

    await page.goto(`/discussions/${discussion.id}`);
    await expect(page.getByText(LONG_URL).first()).toBeVisible();
    await fitsTheWidth(page);

    await page.goto(`/members/${encodeURIComponent(await currentUserId(page.request))}`);
    await expect(page.getByRole('link', { name: LONG_URL })).toBeVisible();
    await fitsTheWidth(page);
  });
}
