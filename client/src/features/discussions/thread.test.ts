import { describe, expect, it } from 'vitest';
import { buildThread, type ThreadNode } from './thread';

type R = { id: number; parentReplyId: number | null };
const r = (id: number, parentReplyId: number | null = null): R => ({ id, parentReplyId });

/** A compact picture of the tree: id, "^answered" when moved up, then children. */
const shape = (nodes: ThreadNode<R>[]): unknown[] =>
  nodes.map((n) => {
    const label = n.answers ? `${n.reply.id}^${n.answers.id}` : n.reply.id;
    return n.children.length ? [label, shape(n.children)] : label;
  });

describe('buildThread', () => {
  it('nests replies under the replies they answer, oldest first', () => {
    const tree = buildThread([r(1), r(2), r(3, 1), r(4, 3), r(5, 1), r(6, 2)]);
    expect(shape(tree)).toEqual([
      [1, [[3, [4]], 5]],
      [2, [6]],
    ]);
    expect(tree[0].children[0].children[0].depth).toBe(2);
  });

  it('puts answers past the third level beside their parent, saying what they answer', () => {
    const tree = buildThread([r(1), r(2, 1), r(3, 2), r(4, 3), r(5, 4), r(6, 3)]);
    expect(shape(tree)).toEqual([[1, [[2, [3, '4^3', '5^4', '6^3']]]]]);
    const last = tree[0].children[0].children;
    expect(last.every((n) => n.depth === 2)).toBe(true);
  });

  it('honours another depth limit', () => {
    expect(shape(buildThread([r(1), r(2, 1), r(3, 2)], 1))).toEqual([1, '2^1', '3^2']);
  });

  it('starts a new thread for a reply whose parent is not loaded', () => {
    expect(shape(buildThread([r(7, 99), r(8, 7)]))).toEqual([[7, [8]]]);
  });
});
