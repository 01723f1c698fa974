import { test as base, type Page } from '@playwright/test';
import { signInAsNewMember, type TestMember } from './members';

/**
 * The journeys' `test`, with fixtures for who is at the keyboard, each a new active member
 * made in one call (server/test/e2e-fixtures.ts) rather than through the sign-up form:
 * - `memberPage`: the test's page, signed in as a new member, for journeys that only need
 *   someone signed in: `async ({ memberPage: page }) => …`;
 * - `member`: that member's details too (name, e-mail, password), with `page` signed in.
 * Journeys about signing up, confirming, resetting and joining go through the site instead.
 */
export const test = base.extend<{ member: TestMember; memberPage: Page }>({
  member: async ({ page }, use) => {
    await use(await signInAsNewMember(page));
  },
  memberPage: async ({ page }, use) => {
    await signInAsNewMember(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
