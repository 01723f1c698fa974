import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { linkIn, tokenOf, waitForMail } from './mailbox';

export interface TestMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface CommunityConfig {
  communityName: string;
  city: string;
  region: string;
  contactEmail: string;
  contactPhone: string;
  poweredBy: string;
}

let sequence = 0;

/** An e-mail address no other test (or earlier run) has used. */
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${sequence}-${random}@example.com`;
}

export function newMember(overrides: Partial<TestMember> = {}): TestMember {
  return {
    email: uniqueEmail(),
    password: 'correct-horse-battery',
    firstName: 'Avery',
    lastName: 'Nguyen',
    ...overrides,
  };
}

/** The subject of the sign-up's confirmation e-mail (server/mail/templates/messages.tsx). */
export const CONFIRM_SUBJECT = 'Confirm your e-mail address';

/**
 * Signs `member` up through the API (202, no session: decision 016), without confirming.
 * The confirmation e-mail is on its way.
 */
export async function signUpUnconfirmed(request: APIRequestContext, member: TestMember) {
  const res = await request.post('/api/auth/signup', { data: member });
  expect(res.status(), await res.text()).toBe(202);
}

/**
 * Signs `member` up and opens the e-mailed confirmation link through the API, which signs
 * them in: `request` (a page's, or a test's own) holds the member's session afterwards.
 */
export async function signUpAndConfirm(request: APIRequestContext, member: TestMember) {
  await signUpUnconfirmed(request, member);
  const mail = await waitForMail(member.email, CONFIRM_SUBJECT);
  const res = await request.post('/api/auth/verify-email', {
    data: { token: tokenOf(linkIn(mail, '/verify-email#token=')) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Creates an active, confirmed member through the journeys' fixture route (one call, no
 * e-mail: server/test/e2e-fixtures.ts). `page.request` shares the browser context's cookie
 * jar, so the page is signed in as them afterwards. Journeys about signing up and
 * confirming use `signUpAndConfirm`, which goes through the site and the mailbox.
 */
export async function signInAsNewMember(
  page: Page,
  overrides: Partial<TestMember> = {},
): Promise<TestMember> {
  const member = newMember(overrides);
  await createMember(page.request, member);
  return member;
}

/** The fixture route: `request` holds the new member's session afterwards. */
export async function createMember(request: APIRequestContext, member: TestMember) {
  const res = await request.post('/__e2e/members', { data: member });
  expect(res.status(), await res.text()).toBe(201);
}

/** The public community configuration the UI must show. */
export async function readConfig(page: Page): Promise<CommunityConfig> {
  const res = await page.request.get('/api/config');
  expect(res.ok()).toBe(true);
  return (await res.json()) as CommunityConfig;
}
