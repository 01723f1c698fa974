import { afterEach, describe, expect, it } from 'vitest';
import { LIST_REFRESH, LIVE_FALLBACK_MS, setLiveConnected } from '@/lib/freshness';
import { notificationQueries } from './api';

afterEach(() => setLiveConnected(false));

describe("the bell's badge", () => {
  const interval = () =>
    (notificationQueries.unreadCount().refetchInterval as () => number | false)();

  it('asks every minute while no live stream is open', () => {
    expect(interval()).toBe(LIST_REFRESH.refetchInterval);
  });

  it('asks only as a safety net while the stream, which announces each entry, is open', () => {
    setLiveConnected(true);
    expect(interval()).toBe(LIVE_FALLBACK_MS);
    setLiveConnected(false);
    expect(interval()).toBe(LIST_REFRESH.refetchInterval);
  });
});
