import { randomInt } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { createMember, newMember, type TestMember } from './members';

export interface CatalogSkill {
  id: number;
  name: string;
  category: string | null;
}

export interface SignedInMember extends TestMember {
  id: string;
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
}

export type Level = 'beginner' | 'intermediate' | 'advanced' | 'expert';

/**
 * Letters only (names and companies are searched as text), unique per call. Random in every
 * place: tags built from the clock shared their last six letters with any tag made in the
 * same minute, and the search's trigram matching then found one journey's member in
 * another's results.
 */
export function uniqueTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const tag = Array.from({ length: 12 }, () => letters[randomInt(26)]).join('');
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** The signed-in member's id (`GET /api/auth/user`). */
export async function currentUserId(api: APIRequestContext): Promise<string> {
  const res = await api.get('/api/auth/user');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/**
 * A member with a browser context (and cookie jar) of their own, made through the
 * journeys' fixture route; `profile` is saved with `PUT /api/auth/user` when given.
 */
export async function memberInNewContext(
  browser: Browser,
  overrides: Partial<TestMember> = {},
  profile?: Record<string, unknown>,
): Promise<SignedInMember> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = newMember(overrides);
  await createMember(page.request, member);
  if (profile) await saveProfile(page.request, member, profile);
  const id = await currentUserId(page.request);
  return { ...member, id, context, page, api: page.request };
}

/** `PUT /api/auth/user`: the names always travel (both are required). */
export async function saveProfile(
  api: APIRequestContext,
  member: Pick<TestMember, 'firstName' | 'lastName'>,
  profile: Record<string, unknown>,
) {
  const res = await api.put('/api/auth/user', {
    data: { firstName: member.firstName, lastName: member.lastName, ...profile },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Catalog skills by exact name (`GET /api/skills`). */
export async function catalogSkills(
  api: APIRequestContext,
  names: string[],
): Promise<CatalogSkill[]> {
  const res = await api.get('/api/skills?limit=200');
  expect(res.ok()).toBe(true);
  const all = (await res.json()) as CatalogSkill[];
  return names.map((name) => {
    const found = all.find((s) => s.name === name);
    expect(found, `catalog has ${name}`).toBeTruthy();
    return found!;
  });
}

/** Adds catalog skills to the signed-in member; returns the user_skill ids, in order. */
export async function addSkills(
  api: APIRequestContext,
  userId: string,
  skills: Array<{ name: string; level?: Level; years?: number }>,
): Promise<number[]> {
  const catalog = await catalogSkills(
    api,
    skills.map((s) => s.name),
  );
  const ids: number[] = [];
  for (const [i, s] of skills.entries()) {
    const res = await api.post(`/api/users/${userId}/skills`, {
      data: {
        skillId: catalog[i].id,
        proficiencyLevel: s.level ?? 'intermediate',
        yearsOfExperience: s.years ?? 1,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
}

/** The directory card whose heading is exactly this name. */
export function memberCard(page: Page, name: string): Locator {
  return page
    .getByTestId('member-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Types into the directory's search box and waits for the debounced server search. */
export async function searchDirectory(page: Page, text: string) {
  const searched = page.waitForResponse(
    (res) =>
      res.url().includes('/api/users?') &&
      new URL(res.url()).searchParams.get('search') === text.trim(),
  );
  await page.getByRole('searchbox', { name: 'Search members' }).fill(text);
  await searched;
}

/** The top bar's envelope link ('Messages' or 'Messages, n unread'). */
export function messagesLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Messages/ });
}
