import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionReplies, discussions } from '../../shared/schema/discussions';
import { events } from '../../shared/schema/events';
import { jobPostings } from '../../shared/schema/jobs';
import { messages } from '../../shared/schema/messages';
import { resourceCategories, resources } from '../../shared/schema/resources';
import { insertCategories, signUpFirstAdmin } from '../features/discussions/test-fixtures';
import { eventBody } from '../features/events/test-helpers';
import { createTestApp, type Member, signUpMember, testDatabase } from './harness';

/**
 * Issue 33 (decision 027-bounded-markdown): Markdown whose formatting would block the
 * server (search snippets, the reports queue, notification excerpts) and the reader's
 * browser is refused on every route that stores a member's Markdown, with a 400 that
 * names the problem, and nothing is written.
 */

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  [{ id: categoryId }] = await insertCategories([{ name: 'General' }]);
});
afterAll(() => app.close());

// Each took seconds to parse, or overflowed the stack, before the limits.
const DEEP = `${'>'.repeat(40)} quoted`;
const DEEP_MESSAGE = 'Content nests quotes or lists more than 16 levels deep';
const STARS = '*a'.repeat(2000);
const STARS_MESSAGE = /^Content has too many \* marks to format/;

const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url, headers: alice.headers, payload });

async function created(url: string, payload: object) {
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; threadId?: number };
}

const rows = async (table: PgTable) => {
  const { db } = await testDatabase();
  return db.select().from(table);
};
const countOf = async (table: PgTable) => {
  const { db } = await testDatabase();
  return (await db.select({ n: count() }).from(table))[0].n;
};

/** The request is refused with a 400 naming the problem, and the table is as it was. */
async function expectRefused(
  table: PgTable,
  send: () => ReturnType<typeof call>,
  message: string | RegExp,
) {
  const before = await rows(table);
  const res = await send();
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; issues?: { message: string }[] };
  expect(body.message).toMatch(message);
  expect(await rows(table)).toEqual(before);
}

describe('Markdown over the limits is refused when written (issue 33)', () => {
  it('discussions: on start and on edit', async () => {
    const before = await countOf(discussions);
    for (const [content, message] of [
      [DEEP, DEEP_MESSAGE],
      [STARS, STARS_MESSAGE],
    ] as const) {
      await expectRefused(
        discussions,
        () => call('POST', '/api/discussions', { title: 'Hi', content, categoryId }),
        message,
      );
    }
    expect(await countOf(discussions)).toBe(before);
    const d = await created('/api/discussions', { title: 'Hi', content: 'Plain', categoryId });
    await expectRefused(
      discussions,
      () => call('PATCH', `/api/discussions/${d.id}`, { content: STARS }),
      STARS_MESSAGE,
    );
  });

  it('replies: on reply and on edit', async () => {
    const d = await created('/api/discussions', { title: 'Hi', content: 'Plain', categoryId });
    await expectRefused(
      discussionReplies,
      () => call('POST', `/api/discussions/${d.id}/replies`, { content: DEEP }),
      DEEP_MESSAGE,
    );
    const r = await created(`/api/discussions/${d.id}/replies`, { content: 'Fine' });
    await expectRefused(
      discussionReplies,
      () => call('PATCH', `/api/discussions/${d.id}/replies/${r.id}`, { content: STARS }),
      STARS_MESSAGE,
    );
  });

  it('messages: a new thread, a reply in it and an edit', async () => {
    await expectRefused(
      messages,
      () => call('POST', '/api/messages', { recipientId: bob.id, content: STARS }),
      STARS_MESSAGE,
    );
    const m = await created('/api/messages', { recipientId: bob.id, content: 'Coffee?' });
    const threadId = m.threadId;
    await expectRefused(
      messages,
      () => call('POST', `/api/messages/threads/${threadId}/replies`, { content: DEEP }),
      DEEP_MESSAGE,
    );
    await expectRefused(
      messages,
      () => call('PATCH', `/api/messages/threads/${threadId}/messages/${m.id}`, { content: DEEP }),
      DEEP_MESSAGE,
    );
  });

  it('jobs: the description, requirements and benefits, on post and on edit', async () => {
    const valid = {
      title: 'Data Engineer',
      company: 'Bayou Analytics',
      description: 'Pipelines.',
      jobType: 'full-time',
    };
    await expectRefused(
      jobPostings,
      () => call('POST', '/api/jobs', { ...valid, description: STARS }),
      STARS_MESSAGE,
    );
    await expectRefused(
      jobPostings,
      () => call('POST', '/api/jobs', { ...valid, requirements: DEEP }),
      DEEP_MESSAGE,
    );
    const job = await created('/api/jobs', valid);
    await expectRefused(
      jobPostings,
      () => call('PUT', `/api/jobs/${job.id}`, { ...valid, benefits: STARS }),
      STARS_MESSAGE,
    );
  });

  it('events and resources: the description, on create and on edit', async () => {
    await expectRefused(
      events,
      () => call('POST', '/api/events', eventBody({ description: DEEP })),
      DEEP_MESSAGE,
    );
    const event = await created('/api/events', eventBody());
    await expectRefused(
      events,
      () => call('PUT', `/api/events/${event.id}`, eventBody({ description: STARS })),
      STARS_MESSAGE,
    );
    const { db } = await testDatabase();
    const [guides] = await db.insert(resourceCategories).values({ name: 'Guides' }).returning();
    const link = {
      title: 'Playbook',
      type: 'link',
      url: 'https://example.com/playbook',
      categoryId: guides.id,
    };
    await expectRefused(
      resources,
      () => call('POST', '/api/resources', { ...link, description: STARS }),
      STARS_MESSAGE,
    );
    const resource = await created('/api/resources', link);
    await expectRefused(
      resources,
      () => call('PUT', `/api/resources/${resource.id}`, { ...link, description: DEEP }),
      DEEP_MESSAGE,
    );
  });

  it('keeps accepting real writing: a long list, a table, nested quotes', async () => {
    const list = Array.from({ length: 100 }, (_, i) => `- **Item ${i}**: _done_`).join('\n');
    const table = `| A | B |\n| - | - |\n${'| x | `y` |\n'.repeat(50)}`;
    const quotes = '> > > nested three deep\n>\n> back to one';
    const content = [list, table, quotes].join('\n\n');
    const d = await created('/api/discussions', { title: 'Long', content, categoryId });
    const { db } = await testDatabase();
    const [row] = await db.select().from(discussions).where(eq(discussions.id, d.id));
    expect(row.content).toBe(content);
  });
});
