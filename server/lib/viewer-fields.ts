import type { z } from 'zod';

/**
 * A list item's contract split in two (decision 045): the fields every viewer of an
 * audience shares, encoded once and kept (server/lib/kept-answers.ts), and the few that
 * are the viewer's own (what they may do, what is new to them), encoded at each answer and
 * joined in as text. Both halves go through the contract, so a field it does not name
 * never leaves, as with the route's own serializer; the joined JSON is the item the
 * contract describes, its own fields last.
 */
export function viewerFieldsOf<Item extends z.ZodObject>(
  item: Item,
  own: readonly (keyof Item['shape'] & string)[],
) {
  const mask = Object.fromEntries(own.map((key) => [key, true as const]));
  const shared = item.omit(mask as never) as z.ZodObject;
  const viewers = item.pick(mask as never) as z.ZodObject;
  if (own.length === 0 || Object.keys(shared.shape).length === 0) {
    throw new Error('viewerFieldsOf: both halves of an item need fields');
  }
  return {
    /** Each row's shared fields as JSON, less its closing brace: what is kept. */
    encodeShared: (rows: readonly unknown[]): string[] =>
      rows.map((row) => JSON.stringify(shared.encode(row as never)).slice(0, -1)),
    /** The items as JSON, each kept part joined with its viewer's own fields. */
    join: (kept: readonly string[], ownFields: readonly unknown[]): string => {
      const items = kept.map(
        (fragment, i) =>
          `${fragment},${JSON.stringify(viewers.encode(ownFields[i] as never)).slice(1)}`,
      );
      return `[${items.join(',')}]`;
    },
  };
}
