import type { z } from 'zod';

/**
 * A list item's contract split in two (decision 045): the fields every viewer of an
 * audience shares, encoded once and kept (server/lib/kept-answers.ts), and the few that
 * are the viewer's own (what they may do, what is new to them), encoded at each answer and
 * joined in as text. Both halves go through the contract, so a field it does not name
 * never leaves, as with the route's own serializer; the joined JSON is the item the
 * contract describes, its own fields last.
 */
/** How many distinct own-field values each item keeps encoded (a few dozen in practice). */
const MAX_ENCODED = 1000;

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
  // The own fields of a page's rows take a few values (mine or not, endorsed or not), so
  // each value is encoded through the contract once: a directory page has 250 skills.
  const encoded = new Map<string, string>();
  /** A viewer's own fields as JSON, less its opening brace: what follows a kept part. */
  const encodeOwn = (fields: unknown): string => {
    const key = JSON.stringify(fields);
    let json = encoded.get(key);
    if (json === undefined) {
      json = JSON.stringify(viewers.encode(fields as never)).slice(1);
      if (encoded.size >= MAX_ENCODED) encoded.clear();
      encoded.set(key, json);
    }
    return json;
  };
  return {
    /** Each row's shared fields as JSON, less its closing brace: what is kept. */
    encodeShared: (rows: readonly unknown[]): string[] =>
      rows.map((row) => JSON.stringify(shared.encode(row as never)).slice(0, -1)),
    encodeOwn,
    /** The items as JSON, each kept part joined with its viewer's own fields. */
    join: (kept: readonly string[], ownFields: readonly unknown[]): string =>
      `[${kept.map((fragment, i) => `${fragment},${encodeOwn(ownFields[i])}`).join(',')}]`,
  };
}
