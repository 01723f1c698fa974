import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, signUpMember } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let viewer: Member;

beforeAll(async () => {
  app = await createTestApp();
  viewer = await signUpMember(app);
});
afterAll(() => app.close());

const forged = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

describe('GET /api/users with a forged cursor', () => {
  // Found by server/test/security/hostile-input.test.ts: these reached SQL and failed as 500.
  it.each([
    ['a NUL in the name', { name: 'ann\u0000', id: 'x' }],
    ['lone surrogates in the id', { name: 'ann lee', id: '\udc00\udc00' }],
  ])('refuses %s with 400', async (_case, cursor) => {
    const res = await app.inject({
      url: `/api/users?cursor=${forged(cursor)}`,
      headers: viewer.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid cursor',
      issues: [{ path: 'cursor', message: 'Invalid cursor' }],
    });
  });

  it('still pages with a cursor the server issued', async () => {
    const res = await app.inject({
      url: `/api/users?limit=1&cursor=${forged({ name: 'a', id: 'a' })}`,
      headers: viewer.headers,
    });
    expect(res.statusCode).toBe(200);
  });
});
