import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropConnection, failWith, fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { authQueries, useAuth } from './use-auth';

/** A client with no default query function: the hook brings its own (`authQueries`). */
function renderAuth() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 3 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useAuth(), { wrapper }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('useAuth', () => {
  it('reads the signed-in member from GET /api/auth/session', async () => {
    const who = member({ firstName: 'Grace' });
    fakeServer(signedIn(who));
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isAuthenticated: true, user: who });
  });

  it.each([
    ['member: null', reply({ member: null })],
    ['a 401', failWith(401, '{"message":"Unauthorized"}')],
    ['a 500', failWith(500)],
    ['a dropped connection', dropConnection],
  ])('reads %s as signed out, asking once', async (_name, answer) => {
    const server = fakeServer({ 'GET /api/auth/session': answer });
    const { result, client } = renderAuth();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isLoading: false, isAuthenticated: false });
    // A visitor is an answer, not an error: the query succeeded with null, never retried.
    expect(client.getQueryState(authQueries.user().queryKey)?.status).toBe('success');
    expect(server.calls).toEqual(['GET /api/auth/session']);
  });
});
