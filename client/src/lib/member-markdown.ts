import { splitMentions, unprotectMentions } from '@shared/mention-placeholders';
import type { Mention } from '@shared/mentions';
import type { Nodes, Paragraph, Root, Text } from 'mdast';

declare module 'mdast' {
  interface LinkData {
    /** The member a mention link names: set only by `rewriteMemberText`, never by Markdown. */
    mention?: string;
  }
}

/**
 * Where a link in a member's post may go: an absolute http(s) or mailto address, as the
 * browser reads it. Anything else (javascript:, data:, vbscript:, relative or
 * protocol-relative addresses) is null, and the link shows as its text.
 */
export function postLinkHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

const isWebAddress = (url: string) => /^https?:/i.test(postLinkHref(url) ?? '');

const text = (value: string): Text => ({ type: 'text', value });

// Containers that hold blocks: raw HTML there is a block of its own and becomes a paragraph.
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

interface Context {
  mentions: readonly Mention[];
  profileHref: (memberId: string) => string;
}

function rewrite(node: Nodes, inLink: boolean, inBlock: boolean, ctx: Context): Nodes[] {
  const plain = (value: string) => unprotectMentions(value, ctx.mentions);
  switch (node.type) {
    case 'html': {
      // Shown as the text it is: members' old plain text keeps its `<Enter>`, and nothing
      // typed in a post is ever markup.
      const value = text(plain(node.value));
      return [inBlock ? ({ type: 'paragraph', children: [value] } satisfies Paragraph) : value];
    }
    case 'text':
      return splitMentions(node.value, ctx.mentions).map((part) =>
        typeof part === 'string'
          ? text(part)
          : inLink
            ? text(`@${part.name}`)
            : {
                type: 'link',
                url: ctx.profileHref(part.memberId),
                data: { mention: part.memberId },
                children: [text(`@${part.name}`)],
              },
      );
    case 'inlineCode':
    case 'code':
      return [{ ...node, value: plain(node.value) }];
    case 'image': {
      // Never loaded (CSP and privacy): a link to the picture, or its description.
      const alt = plain(node.alt ?? '');
      return !inLink && isWebAddress(node.url)
        ? [{ type: 'link', url: node.url, children: [text(alt || node.url)] }]
        : alt
          ? [text(alt)]
          : [];
    }
    case 'imageReference':
      return node.alt ? [text(plain(node.alt))] : [];
    // Footnotes would link within the page by ids that repeat from post to post: kept as
    // the text the member wrote.
    case 'footnoteReference':
      return [text(`[^${node.label ?? node.identifier}]`)];
    case 'footnoteDefinition': {
      const children = node.children.flatMap((c) => rewrite(c, inLink, true, ctx));
      const label = text(`[^${node.label ?? node.identifier}]: `);
      const first = children[0];
      if (first?.type === 'paragraph') first.children.unshift(label);
      else children.unshift({ type: 'paragraph', children: [label] });
      return children;
    }
  }
  if ('children' in node) {
    const linkInside = inLink || node.type === 'link' || node.type === 'linkReference';
    const block = BLOCK_PARENTS.has(node.type);
    (node as { children: Nodes[] }).children = (node.children as Nodes[]).flatMap((c) =>
      rewrite(c, linkInside, block, ctx),
    );
  }
  return [node];
}

/**
 * Rewrites the tree of a member's post, parsed from text whose mention tokens are
 * placeholders (shared/markdown-text.ts `protectMentions`): placeholders become mention
 * links to the member's profile (plain `@Name` inside a link or code), raw HTML becomes
 * text, images become links or words, footnotes stay as written.
 */
export function rewriteMemberText(tree: Root, ctx: Context): Root {
  rewrite(tree, false, true, ctx);
  return tree;
}
