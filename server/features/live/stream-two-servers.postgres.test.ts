import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/event-stream';
import type { ServerProcess } from '../../test/reliability/server-process';
import { sessionOf, startTwoServers, type TwoServers } from '../../test/reliability/two-servers';

/**
 * Live streams across two server processes on one PostgreSQL database (decision 025): a
 * stream held by one process hears what the other published, through LISTEN/NOTIFY. The
 * heartbeat (and its session check) is set far beyond the test, so only the notify can
 * close a stream in time.
 */
describe('live streams across two server processes', () => {
  let servers: TwoServers;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    servers = await startTwoServers('livetwo', {
      LIVE_HEARTBEAT_MS: '120000',
      // The second member joins at once, so the two can write to each other.
      JOIN_MODE: 'open',
    });
    ({ one, two } = servers);
  }, 90_000);

  afterAll(() => servers?.stop());

  const post = (server: ServerProcess, path: string, cookie?: string, body?: unknown) =>
    fetch(new URL(path, server.url), {
      method: 'POST',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = async (server: ServerProcess, email = 'live@example.com') => {
    const res = await post(server, '/api/auth/signin', undefined, {
      email,
      password: 'correct horse',
    });
    expect(res.status).toBe(200);
    return sessionOf(res);
  };

  it('a stream on one process closes when the session is signed out on the other', async () => {
    const signUp = await post(one, '/api/auth/signup', undefined, {
      email: 'live@example.com',
      password: 'correct horse',
      firstName: 'Liv',
      lastName: 'Stream',
    });
    expect(signUp.status).toBe(202);
    const desk = await signIn(two);
    const phone = await signIn(two);

    const deskStream = await openEventStream(`${one.url}/api/stream`, { cookie: desk });
    const phoneStream = await openEventStream(`${two.url}/api/stream`, { cookie: phone });
    expect(deskStream.res.status).toBe(200);
    await deskStream.until(/^retry: 3000/);
    await phoneStream.until(/^retry: 3000/);

    // "Sign out everywhere else" on process 2, from the phone: the desk's stream, held by
    // process 1, ends; the phone's, on process 2, stays.
    const others = await post(two, '/api/account/sessions/sign-out-others', phone);
    expect(await others.json()).toEqual({ ended: 1 });
    await deskStream.until(/event: session-ended/, 5000);
    await deskStream.ended;

    // Signing the phone out on process 1 ends its stream on process 2.
    const out = await post(one, '/api/logout', phone);
    expect(out.status).toBe(200);
    await phoneStream.until(/event: session-ended/, 5000);
    await phoneStream.ended;
    expect(phoneStream.text().match(/session-ended/g)).toHaveLength(2);
  });

  it("a message written on one process reaches the recipient's stream on the other, with the bell's hint", async () => {
    const signUp = await post(two, '/api/auth/signup', undefined, {
      email: 'writer@example.com',
      password: 'correct horse',
      firstName: 'Wes',
      lastName: 'Writer',
    });
    expect(signUp.status).toBe(202);
    const reader = await signIn(one);
    const writer = await signIn(two, 'writer@example.com');
    const readerId = (
      (await (
        await fetch(new URL('/api/auth/user', one.url), { headers: { cookie: reader } })
      ).json()) as { id: string }
    ).id;

    const stream = await openEventStream(`${one.url}/api/stream`, { cookie: reader });
    await stream.until(/^retry: 3000/);
    const sent = await post(two, '/api/messages', writer, {
      recipientId: readerId,
      content: 'Across processes',
    });
    expect(sent.status).toBe(201);
    // The thread's hint from the writing process, then the bell's, after process 2's
    // worker fanned the message out.
    await stream.until(/event: message/, 5000);
    await stream.until(/event: notifications/, 15_000);
    const count = await fetch(new URL('/api/notifications/unread-count', one.url), {
      headers: { cookie: reader },
    });
    expect(await count.json()).toEqual({ count: 1 });
    stream.close();
  });
});
