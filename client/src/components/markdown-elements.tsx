import { parseMarkdown } from '@shared/markdown-text';
import type { Mention } from '@shared/mentions';
import type { Definition, List, ListItem, Nodes, Parents, Root, Table } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { memberProfileHref } from '@/components/member-link';
import { postLinkHref, rewriteMemberText } from '@/lib/member-markdown';
import { cn } from '@/lib/utils';

/**
 * A member's post as React elements, straight from its syntax tree (decision 046): what
 * react-markdown, remark-rehype and remark-breaks did, for the nodes a post can hold after
 * `rewriteMemberText` (no raw HTML, images or footnotes are left by then). Never an HTML
 * string, so nothing for the CSP to allow, and about a fifth of the JavaScript those gave
 * every page with posts.
 */

const HEADING = 'font-semibold leading-snug text-foreground';

// A post's headings sit one notch below the page's own (# → h3 … ####+ → h6).
const HEADINGS = [
  (children: ReactNode) => <h3 className={cn(HEADING, 'text-lg')}>{children}</h3>,
  (children: ReactNode) => <h4 className={cn(HEADING, 'text-lg')}>{children}</h4>,
  (children: ReactNode) => <h5 className={cn(HEADING, 'text-base')}>{children}</h5>,
  (children: ReactNode) => <h6 className={HEADING}>{children}</h6>,
];

interface RenderContext {
  linkClass: string;
  /** The tree's link definitions by identifier, for `[words][ref]` links. */
  definitions: Map<string, Definition>;
}

/**
 * A post's elements from its text, whose mention tokens are placeholders
 * (`protectMentions`): parsed, rewritten for members (`rewriteMemberText`) and drawn with
 * `linkClass` for links. The part of `FormattedText` that downloads apart (decision 067).
 */
export function postElements(text: string, mentions: readonly Mention[], linkClass: string) {
  const tree = rewriteMemberText(parseMarkdown(text), {
    mentions,
    profileHref: memberProfileHref,
  });
  return markdownElements(tree, linkClass);
}

/** The elements of a post's tree, links drawn with `linkClass`. */
function markdownElements(root: Root, linkClass: string): ReactNode {
  const definitions = new Map<string, Definition>();
  collectDefinitions(root, definitions);
  return children(root, { linkClass, definitions });
}

// Iterative: a tree within the limits (decision 027) is shallow, but definitions may sit
// in any container.
function collectDefinitions(root: Root, into: Map<string, Definition>) {
  const stack: Nodes[] = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    // The first definition of an identifier wins, as CommonMark says.
    if (node.type === 'definition' && !into.has(node.identifier)) into.set(node.identifier, node);
    if ('children' in node) stack.push(...(node.children as Nodes[]));
  }
}

function children(parent: Parents, ctx: RenderContext): ReactNode[] {
  const nodes = parent.children as Nodes[];
  return nodes.map((child, i) =>
    element(
      child.type === 'text' && nodes[i - 1]?.type === 'break'
        ? { ...child, value: trimLineStart(child.value) }
        : child,
      i,
      ctx,
    ),
  );
}

/** A line after a break starts at its first word, as CommonMark renders one. */
const trimLineStart = (line: string) => line.replace(/^[ \t]+/, '');

function element(node: Nodes, key: number, ctx: RenderContext): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children(node, ctx)}</p>;
    case 'heading':
      return (
        <HeadingOf key={key} depth={node.depth}>
          {children(node, ctx)}
        </HeadingOf>
      );
    case 'text':
      return <TextWithBreaks key={key} value={node.value} />;
    case 'emphasis':
      return <em key={key}>{children(node, ctx)}</em>;
    case 'strong':
      return <strong key={key}>{children(node, ctx)}</strong>;
    case 'delete':
      return <del key={key}>{children(node, ctx)}</del>;
    case 'inlineCode':
      // Code in a line stays on it.
      return <code key={key}>{node.value.replace(/\r?\n|\r/g, ' ')}</code>;
    case 'break':
      return [<br key={key} />, '\n'];
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{children(node, ctx)}</blockquote>;
    case 'code': {
      const language = node.lang?.split(/\s/)[0];
      return (
        // A long line scrolls inside the post; focusable so the keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        <pre key={key} tabIndex={0}>
          <code className={language ? `language-${language}` : undefined}>
            {node.value ? `${node.value}\n` : ''}
          </code>
        </pre>
      );
    }
    case 'list':
      return listElement(node, key, ctx);
    case 'table':
      return tableElement(node, key, ctx);
    case 'link':
      return linkElement(node, key, ctx, node.url);
    case 'linkReference': {
      const definition = ctx.definitions.get(node.identifier);
      return definition ? (
        linkElement(node, key, ctx, definition.url)
      ) : (
        <span key={key}>{children(node, ctx)}</span>
      );
    }
    // Definitions are read where they are used; anything else (never left by
    // rewriteMemberText: HTML, images, footnotes) shows nothing.
    default:
      return null;
  }
}

function HeadingOf({ depth, children }: { depth: number; children: ReactNode }) {
  return HEADINGS[Math.min(depth, HEADINGS.length) - 1]!(children);
}

/**
 * Text with each line break kept as one (remark-breaks: plain text reads as it was typed).
 * A tree's elements are keyed by their place in it: a post is drawn anew when its text
 * changes, and nothing in it holds state.
 */
function TextWithBreaks({ value }: { value: string }) {
  const [first, ...lines] = value.split(/\r?\n|\r/);
  const parts: ReactNode[] = [first];
  for (const line of lines) parts.push(<br key={parts.length} />, `\n${trimLineStart(line)}`);
  return parts;
}

/**
 * A link by the policy (`postLinkHref`): web links in a new tab, vouching for nothing; a
 * mention (only `rewriteMemberText` marks one) to the profile it was built for; any other
 * address shows as its words.
 */
function linkElement(
  node: Extract<Nodes, { type: 'link' | 'linkReference' }>,
  key: number,
  ctx: RenderContext,
  url: string,
) {
  const words = children(node, ctx);
  // As CommonMark renders a destination: characters a URL cannot hold are percent-encoded
  // (a typed backslash stays one, where the URL parser would read a slash).
  const address = normalizeUri(url);
  const memberId = node.type === 'link' ? node.data?.mention : undefined;
  if (memberId) {
    return (
      <Link key={key} href={address} className={ctx.linkClass} data-mention={memberId}>
        {words}
      </Link>
    );
  }
  const href = postLinkHref(address);
  if (!href) return <span key={key}>{words}</span>;
  const web = /^https?:/i.test(href);
  return (
    <a
      key={key}
      href={href}
      target={web ? '_blank' : undefined}
      rel="noopener noreferrer nofollow ugc"
      className={ctx.linkClass}
    >
      {words}
    </a>
  );
}

// A list is loose when it or any item says so (an item that does not say is loose when it
// holds more than one block): then its items' paragraphs stay paragraphs, else their words
// sit in the item.
const itemLoose = (item: ListItem) => item.spread ?? item.children.length > 1;
const listLoose = (list: List) => Boolean(list.spread) || list.children.some(itemLoose);

function listElement(list: List, key: number, ctx: RenderContext) {
  const loose = listLoose(list);
  const tasks = list.children.some((item) => typeof item.checked === 'boolean');
  const items = list.children.map((item, i) => listItemElement(item, i, loose, ctx));
  const className = tasks ? 'contains-task-list' : undefined;
  return list.ordered ? (
    <ol
      key={key}
      className={className}
      start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}
    >
      {items}
    </ol>
  ) : (
    <ul key={key} className={className}>
      {items}
    </ul>
  );
}

/**
 * An item's blocks, a line break between them; in a tight list a paragraph's words sit in
 * the item itself. A task's read-only box opens its first paragraph, or a paragraph of its
 * own when the item starts with another block.
 */
function listItemElement(item: ListItem, key: number, loose: boolean, ctx: RenderContext) {
  const units: { paragraph: boolean; inline: ReactNode[]; block?: ReactNode }[] = item.children.map(
    (child, i) =>
      child.type === 'paragraph'
        ? { paragraph: true, inline: children(child, ctx) }
        : { paragraph: false, inline: [], block: element(child, i, ctx) },
  );
  const task = typeof item.checked === 'boolean';
  if (task) {
    const box = (
      <input
        key="box"
        type="checkbox"
        checked={Boolean(item.checked)}
        disabled
        aria-label={item.checked ? 'Done' : 'Not done'}
        className="mr-1.5 align-middle accent-gold"
      />
    );
    const first = units[0];
    if (first?.paragraph) first.inline = [box, first.inline.length > 0 ? ' ' : null, first.inline];
    else units.unshift({ paragraph: true, inline: [box] });
  }
  const parts: ReactNode[] = [];
  units.forEach((unit, i) => {
    if (loose || i !== 0 || !unit.paragraph) parts.push('\n');
    if (!unit.paragraph) parts.push(unit.block);
    else if (loose) parts.push(<p key={parts.length}>{unit.inline}</p>);
    else parts.push(unit.inline);
  });
  const last = units.at(-1);
  if (last && (loose || !last.paragraph)) parts.push('\n');
  return (
    <li key={key} className={task ? 'task-list-item' : undefined}>
      {parts}
    </li>
  );
}

function tableElement(table: Table, key: number, ctx: RenderContext) {
  const columns = table.align?.length ?? table.children[0]?.children.length ?? 0;
  // Every row has the table's columns: a short row gets empty cells, as GitHub shows it.
  const row = (cells: Table['children'][number], rowKey: number, Cell: 'th' | 'td') => (
    <tr key={rowKey}>
      {cellsOf(cells.children, columns).map((cell, column) =>
        cellElement(Cell, cell, column, table.align?.[column] ?? undefined, ctx),
      )}
    </tr>
  );
  const [head, ...body] = table.children;
  return (
    // A wide table scrolls inside the post; focusable so the keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
    <section key={key} className="max-w-full overflow-x-auto" aria-label="Table" tabIndex={0}>
      <table>
        {head ? <thead>{row(head, 0, 'th')}</thead> : null}
        {body.length > 0 ? <tbody>{body.map((r, i) => row(r, i + 1, 'td'))}</tbody> : null}
      </table>
    </section>
  );
}

const cellsOf = <T,>(cells: T[], columns: number): (T | undefined)[] =>
  Array.from({ length: columns }, (_, i) => cells[i]);

function cellElement(
  Cell: 'th' | 'td',
  cell: Table['children'][number]['children'][number] | undefined,
  column: number,
  align: 'left' | 'right' | 'center' | undefined,
  ctx: RenderContext,
) {
  return (
    // A style, not the obsolete align attribute: the post's own th rule would outrank that.
    <Cell key={column} style={align ? { textAlign: align } : undefined}>
      {cell ? children(cell, ctx) : null}
    </Cell>
  );
}
