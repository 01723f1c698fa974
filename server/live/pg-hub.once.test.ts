import { describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, payloadsFor } from './pg-hub';

describe('payloadsFor', () => {
  it('sends one notify when the payload fits', () => {
    expect(payloadsFor({ userIds: ['a', 'b'] }, { type: 'notifications' })).toEqual([
      '{"a":{"userIds":["a","b"]},"e":{"type":"notifications"}}',
    ]);
    expect(payloadsFor({ everyone: true }, { type: 'sync' })).toHaveLength(1);
  });

  it('splits a large audience into payloads under the limit, each id once, none lost', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => `member-${i}-${'é'.repeat(10)}`);
    const payloads = payloadsFor({ userIds: [...ids, ids[0]] }, { type: 'reply', discussionId: 1 });
    expect(payloads.length).toBeGreaterThan(1);
    const seen: string[] = [];
    for (const p of payloads) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      const wire = JSON.parse(p);
      expect(wire.e).toEqual({ type: 'reply', discussionId: 1 });
      seen.push(...wire.a.userIds);
    }
    expect(seen).toEqual(ids);
  });
});
