import { expect, type Locator, type Page } from '@playwright/test';

export interface ResourceCategory {
  id: number;
  name: string;
  resourceCount: number;
}

export interface Resource {
  id: number;
  title: string;
  type: string;
  description: string | null;
  url: string | null;
  fileSize: number | null;
  duration: string | null;
  categoryId: number;
  uploadedBy: string;
  downloadCount: number;
}

/** The starter categories (installed by migration) with their current counts. */
export async function resourceCategories(page: Page): Promise<ResourceCategory[]> {
  const res = await page.request.get('/api/resource-categories');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ResourceCategory[];
}

export async function resourceCategory(page: Page, name: string): Promise<ResourceCategory> {
  const found = (await resourceCategories(page)).find((c) => c.name === name);
  expect(found, `resource category ${name}`).toBeTruthy();
  return found!;
}

let sequence = 0;
/** A word no other test (or earlier run) has used, to search for. */
export function uniqueToken(prefix = 'res'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
}

/** A tiny but real PDF: the server judges the type from its first bytes. */
export function tinyPdf(name = 'playbook.pdf') {
  const buffer = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return { name, mimeType: 'application/pdf', buffer };
}

/** Uploads a document through the API as the page's member; answers its upload address. */
export async function uploadDocument(page: Page, buffer: Buffer, contentType = 'application/pdf') {
  const issued = await page.request.post('/api/objects/upload', { data: { purpose: 'document' } });
  expect(issued.ok(), await issued.text()).toBe(true);
  const { uploadURL } = (await issued.json()) as { uploadURL: string };
  const put = await page.request.put(uploadURL, {
    data: buffer,
    headers: { 'content-type': contentType },
  });
  expect(put.ok(), await put.text()).toBe(true);
  return uploadURL;
}

/** Shares a resource through the API as the page's member. */
export async function shareResource(
  page: Page,
  fields: {
    title: string;
    type?: string;
    categoryName?: string;
    description?: string;
    url?: string;
    duration?: string;
  },
): Promise<Resource> {
  const { id: categoryId } = await resourceCategory(page, fields.categoryName ?? 'Technology');
  const res = await page.request.post('/api/resources', {
    data: {
      title: fields.title,
      type: fields.type ?? 'link',
      categoryId,
      description: fields.description ?? 'Worth a read.',
      url: fields.url ?? 'https://example.com/resource',
      duration: fields.duration,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Resource;
}

/** One resource's card, by its title. */
export function resourceCard(page: Page, title: string): Locator {
  return page
    .getByTestId('resource-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

export const categoryPanel = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

/** A category's button in the panel, its count included ('Marketing 3'). */
export function categoryButton(page: Page, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&');
  return categoryPanel(page).getByRole('button', { name: new RegExp(`^${escaped} \\d+$`) });
}
