import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalHub, RECENT_MS } from './hub';

describe('LocalHub.heardWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('remembers when each member last heard something, up to a minute back', async () => {
    const hub = new LocalHub();
    expect(hub.heardWithin('ann', 5000)).toBe(false);
    await hub.publish({ userIds: ['ann'] }, { type: 'notifications' });
    expect(hub.heardWithin('ann', 1000)).toBe(true);
    expect(hub.heardWithin('bob', 1000)).toBe(false);

    vi.advanceTimersByTime(2000);
    expect(hub.heardWithin('ann', 1000)).toBe(false);
    expect(hub.heardWithin('ann', 5000)).toBe(true);

    // Past RECENT_MS it is forgotten, however far back a stream asks.
    vi.advanceTimersByTime(RECENT_MS);
    expect(hub.heardWithin('ann', 86_400_000)).toBe(false);
  });

  it('what goes to everyone (a new reply) is no member’s to catch up on', async () => {
    const hub = new LocalHub();
    await hub.publish({ everyone: true }, { type: 'reply', discussionId: 1 });
    expect(hub.heardWithin('ann', 1000)).toBe(false);
    await hub.publish({ userIds: ['bob'] }, { type: 'message', threadId: 2 });
    expect(hub.heardWithin('bob', 1000)).toBe(true);
    expect(hub.heardWithin('ann', 1000)).toBe(false);
  });

  it('forgets members who heard nothing for a minute (the map stays small)', async () => {
    const hub = new LocalHub();
    await hub.publish({ userIds: ['ann', 'bob'] }, { type: 'notifications' });
    vi.advanceTimersByTime(RECENT_MS + 1);
    await hub.publish({ userIds: ['cat'] }, { type: 'notifications' });
    const remembered = (hub as unknown as { recent: { at: Map<string, number> } }).recent.at;
    expect([...remembered.keys()]).toEqual(['cat']);
  });
});
