import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { signInAsNewMember, type TestMember } from './members';

export interface JobFields {
  title: string;
  company: string;
  description: string;
  jobType: 'full-time' | 'part-time' | 'contract' | 'remote';
  location?: string | null;
  experienceLevel?: 'entry' | 'mid' | 'senior' | null;
  department?: 'engineering' | 'marketing' | 'sales' | 'design' | null;
  salaryRange?: string | null;
  skills?: string | string[] | null;
  requirements?: string | null;
  benefits?: string | null;
  applicationUrl?: string | null;
  contactEmail?: string | null;
  isActive?: boolean;
  expiresAt?: string | null;
}

export interface JobResponse extends Required<Omit<JobFields, 'skills'>> {
  id: number;
  skills: string | null;
  skillList: string[];
  postedBy: string;
  applicationCount: number | null;
  saved: boolean;
  myApplication: { status: string } | null;
}

let sequence = 0;
/** A title no other test (or earlier run) has used. */
export function uniqueJobTitle(prefix = 'Product Designer'): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Posts a job through the API as the page's member. */
export async function postJob(page: Page, fields: Partial<JobFields> = {}): Promise<JobResponse> {
  const res = await page.request.post('/api/jobs', {
    data: {
      title: uniqueJobTitle(),
      company: 'Bayou Analytics',
      description: 'Join a small team building data tools for Houston energy firms.',
      jobType: 'full-time',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as JobResponse;
}

/** A member in a browser context of their own, signed in. */
export async function memberPage(
  browser: Browser,
  overrides: Partial<TestMember> = {},
): Promise<{ page: Page; member: TestMember }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInAsNewMember(page, overrides);
  return { page, member };
}

/** The card of the posting titled `title`. */
export function jobCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Picks `option` in the labelled Radix select inside `scope`. */
export async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A one-page PDF small enough to build here; the server checks the `%PDF-` signature. */
export function resumePdf(name = 'resume.pdf') {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}
