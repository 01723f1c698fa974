import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';
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
});

describe('error helpers (spec §8)', () => {
  it('recognises the Unauthorized answer', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid email or password"}'))).toBe(
      false,
    );
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
  });

  it("shows the server's message, else the body as it came", () => {
    expect(errorMessage(new Error('409: {"message":"You already have this skill"}'))).toBe(
      'You already have this skill',
    );
    expect(errorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorStatus(new Error('413: {"message":"File is larger than 10 MB"}'))).toBe(413);
  });
});
