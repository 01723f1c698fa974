import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLiveConnected } from '@/lib/freshness';
import { REOPEN_AFTER_MS, STREAM_URL, useLiveUpdates } from './use-live-updates';

/** Stands in for the browser's EventSource: the test plays the server's part. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(closed: boolean) {
    if (closed) this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
}

function Live() {
  useLiveUpdates();
  return null;
}

let client: QueryClient;
let invalidated: QueryKey[];
/** What each invalidation asked to refetch at once, by key. */
let refetchTypes: Map<string, string | undefined>;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  client = new QueryClient();
  invalidated = [];
  refetchTypes = new Map();
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    if (!filters?.queryKey) return;
    invalidated.push(filters.queryKey);
    refetchTypes.set(JSON.stringify(filters.queryKey), filters.refetchType);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

function mount() {
  const view = render(
    <QueryClientProvider client={client}>
      <Live />
    </QueryClientProvider>,
  );
  const source = FakeEventSource.last;
  if (!source) throw new Error('no EventSource opened');
  return { view, source };
}

/** Sends one event and returns the keys it invalidated. */
function keysAfter(source: FakeEventSource, type: string, data: unknown) {
  invalidated = [];
  act(() => source.send(type, data));
  return invalidated;
}

describe('useLiveUpdates', () => {
  it('opens one stream on /api/stream and closes it on unmount', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1234.4);
    const { view, source } = mount();
    // Its first answers are at most as old as the page: the server catches up from there.
    expect(source.url).toBe(`${STREAM_URL}?catchUp=1234`);
    act(() => source.open());
    expect(isLiveConnected()).toBe(true);
    view.unmount();
    expect(source.closed).toBe(true);
    expect(isLiveConnected()).toBe(false);
  });

  it('notifications refetch every bell query, and what waits on the staff', () => {
    const { source } = mount();
    expect(keysAfter(source, 'notifications', { type: 'notifications' })).toEqual([
      ['/api/notifications'],
      ['/api/notifications/unread-count'],
      ['/api/admin/applications', 'pending-count'],
      ['/api/moderation/reports', 'open-count'],
    ]);
  });

  it('a decided application asks who is signed in and where their application stands', () => {
    const { source } = mount();
    expect(keysAfter(source, 'membership', { type: 'membership' })).toEqual([
      ['/api/auth/session'],
      ['/api/membership'],
    ]);
  });

  it('a message refetches the inbox, the unread badge and that thread', () => {
    const { source } = mount();
    expect(keysAfter(source, 'message', { type: 'message', threadId: 12 })).toEqual([
      ['/api/messages', 'inbox'],
      ['/api/messages/unread-count'],
      ['/api/messages', 'threads', 12],
    ]);
  });

  it('a reply refetches that discussion and its replies (one prefix)', () => {
    const { source } = mount();
    expect(keysAfter(source, 'reply', { type: 'reply', discussionId: 5 })).toEqual([
      ['/api/discussions', 5],
    ]);
  });

  it("a photo's reactions refetch that photo and the grids, not the dashboard's random pick", () => {
    const { source } = mount();
    expect(keysAfter(source, 'photo', { type: 'photo', photoId: 8 })).toEqual([
      ['/api/photos', 'one', 8],
      ['/api/photos', 'list'],
    ]);
  });

  it('in a tab the member is not looking at, an open thread or discussion waits to be shown (fetching it reads it)', () => {
    const { source } = mount();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    keysAfter(source, 'message', { type: 'message', threadId: 12 });
    expect(refetchTypes.get(JSON.stringify(['/api/messages', 'threads', 12]))).toBe('none');
    expect(refetchTypes.get(JSON.stringify(['/api/messages', 'inbox']))).toBe('active');
    expect(refetchTypes.get(JSON.stringify(['/api/messages/unread-count']))).toBe('active');
    keysAfter(source, 'reply', { type: 'reply', discussionId: 5 });
    expect(refetchTypes.get(JSON.stringify(['/api/discussions', 5]))).toBe('none');
    visibility.mockReturnValue('visible');
    keysAfter(source, 'message', { type: 'message', threadId: 12 });
    expect(refetchTypes.get(JSON.stringify(['/api/messages', 'threads', 12]))).toBe('active');
    visibility.mockRestore();
  });

  it('sync refetches all of them', () => {
    const { source } = mount();
    expect(keysAfter(source, 'sync', { type: 'sync' })).toEqual([
      ['/api/notifications'],
      ['/api/notifications/unread-count'],
      ['/api/admin/applications', 'pending-count'],
      ['/api/moderation/reports', 'open-count'],
      ['/api/messages'],
      ['/api/messages/unread-count'],
      ['/api/discussions'],
      ['/api/photos', 'list'],
      ['/api/auth/session'],
      ['/api/membership'],
    ]);
  });

  it('ignores a malformed event', () => {
    const { source } = mount();
    expect(keysAfter(source, 'message', 'not an object')).toEqual([]);
    invalidated = [];
    act(() => source.dispatchEvent(new MessageEvent('reply', { data: '{' })));
    expect(invalidated).toEqual([]);
  });

  it('session-ended closes the stream and asks who is signed in', () => {
    const { source } = mount();
    act(() => source.open());
    expect(keysAfter(source, 'session-ended', { type: 'session-ended' })).toEqual([
      ['/api/auth/session'],
    ]);
    expect(source.closed).toBe(true);
    expect(isLiveConnected()).toBe(false);
  });

  it('a dropped stream falls back to polling; a refused one rechecks the session and retries', () => {
    vi.useFakeTimers();
    try {
      const { view, source } = mount();
      act(() => source.open());
      invalidated = [];
      // Dropped: the browser reconnects by itself; nothing to refetch until its `sync`.
      act(() => source.fail(false));
      expect(isLiveConnected()).toBe(false);
      expect(invalidated).toEqual([]);
      // Refused (401, 429, a proxy's 502): the browser gives up. Only the session is asked
      // again (a page being left ends its stream this way, and must not refetch pages).
      const now = vi.spyOn(performance, 'now').mockReturnValue(90_000);
      act(() => source.fail(true));
      expect(invalidated).toEqual([['/api/auth/session']]);
      now.mockReturnValue(90_000 + REOPEN_AFTER_MS);
      act(() => vi.advanceTimersByTime(REOPEN_AFTER_MS));
      const again = FakeEventSource.last;
      expect(again).not.toBe(source);
      // The fresh stream catches up on the time no stream was open, not the page's age.
      expect(again?.url).toBe(`${STREAM_URL}?catchUp=${REOPEN_AFTER_MS}`);
      act(() => again?.open());
      expect(isLiveConnected()).toBe(true);
      view.unmount();
      expect(again?.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a retry waiting when the frame unmounts is cancelled', () => {
    vi.useFakeTimers();
    try {
      const { view, source } = mount();
      act(() => source.fail(true));
      view.unmount();
      act(() => vi.advanceTimersByTime(REOPEN_AFTER_MS));
      expect(FakeEventSource.last).toBe(source);
    } finally {
      vi.useRealTimers();
    }
  });
});
