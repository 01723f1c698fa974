import { describe, expect, it } from 'vitest';
import { MemoryRateCounters } from './rate-counters';

// The embedded database's counters (decision 059), on a clock the test moves. The database's
// own counters have their tests in rate-limit.test.ts, on both databases.
function counters(max?: number) {
  let now = 1_000_000;
  const memory = new MemoryRateCounters(() => now, max);
  return { memory, pass: (ms: number) => (now += ms) };
}

describe('the counters in memory', () => {
  it('count hits and weights per key, with the seconds left in the window', async () => {
    const { memory, pass } = counters();
    expect([...(await memory.count(['a', 'b'], 60_000, 1))]).toEqual([
      ['a', { count: 1, retryAfterSeconds: 60 }],
      ['b', { count: 1, retryAfterSeconds: 60 }],
    ]);
    pass(20_500);
    expect((await memory.count(['a'], 60_000, 3)).get('a')).toEqual({
      count: 4,
      retryAfterSeconds: 40,
    });
  });

  it('start a new window once the old one has passed, never before', async () => {
    const { memory, pass } = counters();
    await memory.count(['a'], 1000, 2);
    pass(999);
    expect((await memory.count(['a'], 1000, 1)).get('a')).toEqual({
      count: 3,
      retryAfterSeconds: 1,
    });
    pass(1);
    expect((await memory.count(['a'], 1000, 1)).get('a')).toEqual({
      count: 1,
      retryAfterSeconds: 1,
    });
  });

  it('give hits back within the live window only, never below zero', async () => {
    const { memory, pass } = counters();
    await memory.count(['a', 'b'], 60_000, 2);
    await memory.uncount(['a'], 5);
    await memory.uncount(['b'], 1);
    expect((await memory.count(['a', 'b'], 60_000, 1)).get('a')?.count).toBe(1);
    pass(60_000);
    await memory.uncount(['b'], 1);
    expect((await memory.count(['b'], 60_000, 1)).get('b')?.count).toBe(1);
  });

  it('forget a key on reset, and sweep only the windows that have passed', async () => {
    const { memory, pass } = counters();
    await memory.count(['short'], 1000, 1);
    await memory.count(['long', 'gone'], 60_000, 1);
    await memory.reset(['gone']);
    expect((await memory.count(['gone'], 60_000, 1)).get('gone')?.count).toBe(1);
    pass(1000);
    expect(await memory.sweep()).toBe(1);
    expect(memory.size).toBe(2);
    expect((await memory.count(['long'], 60_000, 1)).get('long')?.count).toBe(2);
  });

  it('stay within their bound, letting go of what was hit longest ago', async () => {
    const { memory } = counters(3);
    await memory.count(['hammering', 'b', 'c'], 60_000, 1);
    // The client that keeps hitting keeps its count while a spray of new keys comes in.
    for (const key of ['d', 'e', 'f', 'g']) {
      await memory.count(['hammering', key], 60_000, 1);
      expect(memory.size).toBe(3);
    }
    expect((await memory.count(['hammering'], 60_000, 1)).get('hammering')?.count).toBe(6);
    expect((await memory.count(['b'], 60_000, 1)).get('b')?.count).toBe(1);
  });
});
