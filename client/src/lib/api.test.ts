import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJsonOr } from './api';
import { errorMessage, errorStatus, isUnauthorizedError } from './errors';

afterEach(() => vi.unstubAllGlobals());

/** Records what apiRequest hands to fetch and answers with `response`. */
function stubFetch(response: Response) {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return response;
  });
  return calls;
}

describe('apiRequest (spec §7)', () => {
  it('sends cookies always and JSON only when there is a body', async () => {
    const calls = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('DELETE', '/api/x/1');
    expect(calls[0][1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(calls[1][1]).toMatchObject({ method: 'DELETE', credentials: 'include', headers: {} });
    expect(calls[1][1].body).toBeUndefined();
  });

  it('turns a failure into "<status>: <body>", or the status text when the body is empty', async () => {
    stubFetch(new Response('{"message":"Title is required"}', { status: 400 }));
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(
      '400: {"message":"Title is required"}',
    );
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws a typed ApiError carrying the status and the body', async () => {
    stubFetch(new Response('{"message":"Job not found"}', { status: 404 }));
    const error = await apiRequest('GET', '/api/jobs/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, json: { message: 'Job not found' } });
  });

  it("shows a screen's own failure text for any failure, the cause kept", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await getJsonOr('/api/x', 'Failed to fetch applications').catch(
      (e) => e,
    )) as Error;
    expect(error.message).toBe('Failed to fetch applications');
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('error helpers (spec §8)', () => {
  it('recognises the Unauthorized answer', () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Invalid email or password"}'))).toBe(
      false,
    );
    expect(isUnauthorizedError(new ApiError(403, 'Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
  });

  it("shows the server's message, else the body as it came", () => {
    expect(errorMessage(new ApiError(409, '{"message":"You already have this skill"}'))).toBe(
      'You already have this skill',
    );
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe('Bad Gateway');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorStatus(new ApiError(413, '{"message":"File is larger than 10 MB"}'))).toBe(413);
    expect(errorStatus(new Error('413: not an answer'))).toBeNull();
  });
});
