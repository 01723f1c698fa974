import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

const counted = () => {
  let reads = 0;
  return {
    read: (value: string) => async () => {
      reads += 1;
      return value;
    },
    reads: () => reads,
  };
};

describe('KeptAnswers', () => {
  it('reads a question once per generation, and shares a reading in progress', async () => {
    const cache = new KeptAnswers();
    const { read, reads } = counted();
    const [a, b] = await Promise.all([
      cache.answer('q', 1n, read('first')),
      cache.answer('q', 1n, read('second')),
    ]);
    expect([a, b, reads()]).toEqual(['first', 'first', 1]);
    expect(await cache.answer('q', 2n, read('after a write'))).toBe('after a write');
    expect(reads()).toBe(2);
  });

  it('does not keep what a search read before a newer generation was seen', async () => {
    const cache = new KeptAnswers();
    const { read, reads } = counted();
    await cache.answer('q', 5n, read('new'));
    expect(await cache.answer('late', 4n, read('old rows'))).toBe('old rows');
    expect(await cache.answer('late', 5n, read('fresh'))).toBe('fresh');
    expect(reads()).toBe(3);
  });

  it('forgets an answer after its time, a failed reading at once, and the least asked first', async () => {
    let now = 0;
    const cache = new KeptAnswers(2, 1000, () => now);
    const { read, reads } = counted();
    await cache.answer('a', 1n, read('a'));
    now = 1001;
    await cache.answer('a', 1n, read('a again'));
    expect(reads()).toBe(2);

    await expect(
      cache.answer('broken', 1n, () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(await cache.answer('broken', 1n, read('recovered'))).toBe('recovered');

    await cache.answer('a', 1n, read('unused')); // asked again: now the newest
    await cache.answer('c', 1n, read('c')); // over the limit of two: "broken" goes
    expect(cache.size).toBe(2);
    expect(await cache.answer('a', 1n, read('unused'))).toBe('a again');
    expect(await cache.answer('broken', 1n, read('read again'))).toBe('read again');
  });
});
