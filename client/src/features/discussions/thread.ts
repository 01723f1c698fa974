/** Replies nest this many levels on screen; deeper answers join the last level. */
export const MAX_THREAD_DEPTH = 3;

export interface ThreadReply {
  id: number;
  parentReplyId: number | null;
}

export interface ThreadNode<T extends ThreadReply> {
  reply: T;
  /** 0 for a reply to the discussion, up to MAX_THREAD_DEPTH - 1. */
  depth: number;
  /**
   * The reply it answers when that is not the reply it sits under (it was moved up past
   * the depth limit), so the screen can say "Replying to …".
   */
  answers: T | null;
  children: ThreadNode<T>[];
}

/**
 * Nests replies (oldest first) under the replies they answer. Past the depth limit a
 * reply sits beside the reply it answers, at the last level, after the replies already
 * there, and keeps a pointer to what it answered. A reply whose parent is not loaded
 * starts a thread of its own rather than vanishing.
 */
export function buildThread<T extends ThreadReply>(
  replies: T[],
  maxDepth = MAX_THREAD_DEPTH,
): ThreadNode<T>[] {
  const roots: ThreadNode<T>[] = [];
  // Each node with the list it was put in, so a too-deep answer can join that list.
  const placed = new Map<number, { node: ThreadNode<T>; list: ThreadNode<T>[] }>();
  for (const reply of replies) {
    const parent = reply.parentReplyId === null ? undefined : placed.get(reply.parentReplyId);
    let node: ThreadNode<T>;
    let list: ThreadNode<T>[];
    if (!parent) {
      node = { reply, depth: 0, answers: null, children: [] };
      list = roots;
    } else if (parent.node.depth < maxDepth - 1) {
      node = { reply, depth: parent.node.depth + 1, answers: null, children: [] };
      list = parent.node.children;
    } else {
      node = { reply, depth: parent.node.depth, answers: parent.node.reply, children: [] };
      list = parent.list;
    }
    list.push(node);
    placed.set(reply.id, { node, list });
  }
  return roots;
}
