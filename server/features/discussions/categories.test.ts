import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY_COLOR } from '../../../shared/contracts/discussions';
import { createTestApp, type Member, signUpMember } from '../../test/harness';
import { insertCategories, insertDiscussion, readAllPages } from './test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url, headers: alice.headers });

describe('GET /api/discussion-categories', () => {
  it('lists categories in their curated order with true discussion counts', async () => {
    const [general, strategy, events] = await insertCategories([
      { name: 'General', description: 'Everything else', color: '#D4AF37' },
      { name: 'Business Strategy', color: '#7A5C0F' },
      { name: 'Events' },
    ]);
    for (let i = 0; i < 3; i++)
      await insertDiscussion({ authorId: alice.id, categoryId: general.id });
    await insertDiscussion({ authorId: alice.id, categoryId: strategy.id });

    const res = await get('/api/discussion-categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.link).toBeUndefined();
    expect(res.json()).toEqual([
      {
        id: general.id,
        name: 'General',
        description: 'Everything else',
        color: '#D4AF37',
        createdAt: expect.any(String),
        discussionCount: 3,
        archived: false,
      },
      {
        id: strategy.id,
        name: 'Business Strategy',
        description: null,
        color: '#7A5C0F',
        createdAt: expect.any(String),
        discussionCount: 1,
        archived: false,
      },
      {
        id: events.id,
        name: 'Events',
        description: null,
        color: DEFAULT_CATEGORY_COLOR,
        createdAt: expect.any(String),
        discussionCount: 0,
        archived: false,
      },
    ]);
  });

  it('pages with limit and cursor', async () => {
    const all = (await get('/api/discussion-categories')).json();
    const { rows, pages } = await readAllPages(get, '/api/discussion-categories?limit=2');
    expect(pages).toBe(2);
    expect(rows).toEqual(all);
  });

  it.each(['?limit=0', '?limit=201', '?limit=x', '?cursor=nonsense'])(
    'rejects %s with 400',
    async (query) => {
      const res = await get(`/api/discussion-categories${query}`);
      expect(res.statusCode).toBe(400);
    },
  );
});
