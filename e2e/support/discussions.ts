import { expect, type Page } from '@playwright/test';

export interface Category {
  id: number;
  name: string;
  color: string;
  discussionCount: number;
}

export interface Discussion {
  id: number;
  title: string;
  content: string;
  categoryId: number;
  authorId: string;
  isPinned: boolean;
  isLocked: boolean;
  viewCount: number;
  replyCount: number;
}

/** The starter categories (migration 0004) with their current counts. */
export async function categories(page: Page): Promise<Category[]> {
  const res = await page.request.get('/api/discussion-categories?limit=200');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Category[];
}

export async function category(page: Page, name: string): Promise<Category> {
  const found = (await categories(page)).find((c) => c.name === name);
  expect(found, `category ${name}`).toBeTruthy();
  return found!;
}

let sequence = 0;
/** A title no other test (or earlier run) has used. */
export function uniqueTitle(prefix = 'Discussion'): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 6)}`;
}

/** Starts a discussion through the API as the page's member. */
export async function startDiscussion(
  page: Page,
  fields: { title?: string; content?: string; categoryName?: string } = {},
): Promise<Discussion> {
  const { id: categoryId } = await category(page, fields.categoryName ?? 'General');
  const res = await page.request.post('/api/discussions', {
    data: {
      title: fields.title ?? uniqueTitle(),
      content: fields.content ?? 'What do you all think?',
      categoryId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Discussion;
}

export async function postReply(
  page: Page,
  discussionId: number,
  content: string,
  parentReplyId?: number,
): Promise<{ id: number }> {
  const res = await page.request.post(`/api/discussions/${discussionId}/replies`, {
    data: { content, parentReplyId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}
