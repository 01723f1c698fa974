import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { viewerFieldsOf } from './viewer-fields';

const item = z.object({
  id: z.number(),
  at: z.codec(z.string(), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  }),
  mine: z.boolean(),
  count: z.number(),
});

describe('viewerFieldsOf', () => {
  const fields = viewerFieldsOf(item, ['mine', 'count']);
  const at = new Date(Date.UTC(2026, 10, 29));

  it('joins kept parts with each viewer’s own into the JSON the contract describes', () => {
    const kept = fields.encodeShared([
      { id: 1, at, mine: true, count: 9, secret: 'never leaves' },
      { id: 2, at, mine: true, count: 9 },
    ]);
    const json = fields.join(kept, [
      { mine: true, count: 0, secret: 'nor this' },
      { mine: false, count: 3 },
    ]);
    expect(JSON.parse(json)).toEqual([
      { id: 1, at: at.toISOString(), mine: true, count: 0 },
      { id: 2, at: at.toISOString(), mine: false, count: 3 },
    ]);
  });

  it('refuses an own value the contract refuses, however often it was encoded before', () => {
    const kept = fields.encodeShared([{ id: 1, at }]);
    expect(fields.join(kept, [{ mine: true, count: 1 }])).toContain('"count":1');
    expect(() => fields.join(kept, [{ mine: 'yes', count: 1 }])).toThrow();
  });
});
