import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { blankPng, pngImage } from '../../test/images';
import { DecodeQueue } from './decode-queue';
import { IMAGE_LIMITS } from './image-budget';
import { estimateDecodeCost, HEAD_BYTES, makeThumbnail } from './thumbnails';

/**
 * A job the test finishes by hand: what started, in which order, and a way to end each.
 * Ordering is decided when a slot frees, so no timing enters these tests.
 */
function gatedQueue(slots = 1) {
  const queue = new DecodeQueue(slots);
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const submit = (label: string, member: string, cost: number, fail = false) =>
    queue.run({ member, cost }, async () => {
      started.push(label);
      await new Promise<void>((resolve) => finish.set(label, resolve));
      if (fail) throw new Error(`${label} failed`);
      return label;
    });
  /** Ends `label` and waits until the queue has started whatever comes next. */
  const end = async (label: string) => {
    const before = started.length;
    finish.get(label)?.();
    await expect.poll(() => started.length > before || queue.waiting === 0).toBe(true);
  };
  return { queue, started, submit, end };
}

describe('the decode queue', () => {
  it('goes round the members: a second member waits behind one image, not the whole batch', async () => {
    const { started, submit, end } = gatedQueue();
    const all = [
      ...['a1', 'a2', 'a3', 'a4'].map((label) => submit(label, 'ann', 100)),
      ...['c1', 'c2'].map((label) => submit(label, 'cy', 100)),
      submit('b1', 'bob', 100),
    ];
    for (const label of ['a1', 'c1', 'b1', 'a2', 'c2', 'a3', 'a4']) await end(label);
    await Promise.all(all);
    expect(started).toEqual(['a1', 'c1', 'b1', 'a2', 'c2', 'a3', 'a4']);
  });

  it("takes a member's cheapest image first, and a newcomer's cheapest before another newcomer's", async () => {
    const { started, submit, end } = gatedQueue();
    const all = [
      submit('a-big', 'ann', 900),
      submit('a-huge', 'ann', 1_000),
      submit('a-small', 'ann', 10),
      submit('a-mid', 'ann', 500),
      submit('b-mid', 'bob', 500),
      submit('c-small', 'cy', 20),
    ];
    for (const label of ['a-big', 'c-small', 'b-mid', 'a-small', 'a-mid', 'a-huge']) {
      await end(label);
    }
    await Promise.all(all);
    expect(started).toEqual(['a-big', 'c-small', 'b-mid', 'a-small', 'a-mid', 'a-huge']);
  });

  it('hands the slot on when an image fails, and forgets members with nothing left', async () => {
    const { queue, started, submit, end } = gatedQueue();
    const failed = submit('a1', 'ann', 100, true).catch((err: Error) => err.message);
    const next = submit('b1', 'bob', 100);
    await end('a1');
    expect(await failed).toBe('a1 failed');
    await end('b1');
    await expect(next).resolves.toBe('b1');
    expect(started).toEqual(['a1', 'b1']);
    expect(queue.waiting).toBe(0);
    // Ann is forgotten: her next image is a newcomer's again, not behind Bob's last turn.
    const again = [submit('b2', 'bob', 100), submit('b3', 'bob', 100), submit('a2', 'ann', 100)];
    for (const label of ['b2', 'a2', 'b3']) await end(label);
    await Promise.all(again);
    expect(started.slice(2)).toEqual(['b2', 'a2', 'b3']);
  });
});

describe('thumbnails under load from one member', () => {
  it("makes another member's small photo right after the image decoding, before the batch", async () => {
    // Ann sends six costly images (48 to 160 MB decoded each), then Bob one small photo.
    const sizes = [
      [4_000, 3_000],
      [16_384, 2_441],
      [10_000, 3_000],
      [3_000, 3_000],
      [8_000, 3_000],
      [5_000, 3_000],
    ] as const;
    const batch = await Promise.all(sizes.map(([w, h]) => blankPng(w, h)));
    const small = await pngImage(40, 30);
    const costs = await Promise.all(
      [...batch, small].map((image) => estimateDecodeCost(image.subarray(0, HEAD_BYTES))),
    );
    const done: string[] = [];
    // Every call in one go, as uploads arriving together: the first starts at once.
    const made = [
      ...batch.map((image, i) =>
        makeThumbnail(Readable.from([image]), { member: 'ann', cost: costs[i]! }).then(() =>
          done.push(`ann-${sizes[i]!.join('x')}`),
        ),
      ),
      makeThumbnail(Readable.from([small]), { member: 'bob', cost: costs[6]! }).then(() =>
        done.push('bob-40x30'),
      ),
    ];
    await Promise.all(made);
    // First come, first served made Bob's last, behind all of Ann's (about 3 s here).
    expect(done).toEqual([
      'ann-4000x3000',
      'bob-40x30',
      'ann-3000x3000',
      'ann-5000x3000',
      'ann-8000x3000',
      'ann-10000x3000',
      'ann-16384x2441',
    ]);
  }, 60_000);

  it('estimates the cost from the start of the file, refusing a costly image without its turn', async () => {
    expect(await estimateDecodeCost(await pngImage(40, 30))).toBe(40 * 30 * 3);
    const wide = await blankPng(400_000, 100, { bitDepth: 16 });
    await expect(estimateDecodeCost(wide.subarray(0, HEAD_BYTES))).rejects.toMatchObject({
      statusCode: 422,
    });
    // A header that cannot be read from its start alone counts as the budget's costliest.
    expect(await estimateDecodeCost(Buffer.from('RIFF\x00\x00\x10\x00WEBPVP8 '))).toBe(
      IMAGE_LIMITS.maxDecodedBytes,
    );
  });
});
