import { expect, type Page } from '@playwright/test';

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

/**
 * Creates a member through the API. `page.request` shares the browser context's cookie
 * jar, so the page is signed in afterwards.
 */
export async function signUpAsNewMember(
  page: Page,
  overrides: Partial<TestMember> = {},
): Promise<TestMember> {
  const member = newMember(overrides);
  const res = await page.request.post('/api/auth/signup', { data: member });
  expect(res.status(), await res.text()).toBe(201);
  return member;
}

/** The public community configuration the UI must show. */
export async function readConfig(page: Page): Promise<CommunityConfig> {
  const res = await page.request.get('/api/config');
  expect(res.ok()).toBe(true);
  return (await res.json()) as CommunityConfig;
}
