/**
 * What a member's Markdown may cost to parse (issue 33, decision 027-bounded-markdown).
 *
 * micromark (behind every Markdown path: previews, excerpts, snippets, the page's renderer)
 * costs far more for some texts of the same length than for others. Within one paragraph,
 * each emphasis or strikethrough mark that can close walks back over the paragraph's earlier
 * tokens and each `]` walks back to its `[`, so a paragraph of k such marks costs about k²
 * steps (`'*a'.repeat(5000)`: half a second); each open quote or list level is re-checked
 * on every line and recursed into when the tree is built (5,000 `>` overflowed the stack,
 * 2,000 nested list items never finished); and every line, list item and mark costs tens
 * of microseconds in tokens and tree nodes, so 20,000 characters of them cost a second.
 *
 * This scanner is one linear pass with no dependencies (the browser runs it too). It
 * over-estimates, and never under-estimates, what micromark sees, in *work units* of about
 * 10 µs of parsing on a busy two-core machine (calibration: decision 027):
 * - each line, plus the quotes and lists it may sit in (each re-checked on the line), and
 *   each block of lines;
 * - each list marker or `>` (a container and its tree nodes);
 * - each mark an inline construct starts on (`*`, `[`, `` ` ``, `<`, …);
 * - each block of lines between blank lines, list items and headings (a paragraph never
 *   spans them, so a block holds whole paragraphs): (its marks and line breaks)², the
 *   walks back.
 * Text over the budget, or nested deeper than MAX_NESTING, is refused when written and
 * shown as plain text when read.
 */

/** How deeply quotes and lists may nest. Real posts use 3 or 4 levels. */
export const MAX_NESTING = 16;

/**
 * The work budget: about 100 ms of parsing on a busy two-core machine (under 50 ms on an
 * idle one) for the worst text, while 400 paragraphs, 1,000 lines of verse in stanzas of
 * four, a 150-item list of bold names, a 150-row table or 150 lines of symbol-heavy code
 * in parts of 50 each fit (a block's marks and lines count whether or not they are code).
 */
export const MAX_MARKDOWN_WORK = 10_000;

const LINE = 3;
/** A paragraph, heading or other block: a tokenizer and tree nodes of its own. */
const BLOCK = 12;
const PER_OPEN_CONTAINER = 8;
const LIST_ITEM = 25;
const QUOTE = 10;
const MARK = 4;
/** A table cell or a bare web address: tree nodes of their own. */
const CELL_OR_ADDRESS = 8;
/** A block of w marks and line breaks costs w² / BLOCK_SQUARE (700 marks: 6,100 units). */
const BLOCK_SQUARE = 80;

// Characters micromark's inline constructs (CommonMark and GFM) start on.
const MARKS = new Set('*_~`[]!<&\\@');

/** A table's cell separator, or the `.` of `www.` or the `:` of `://`: a bare address. */
function cellOrAddress(line: string, i: number): boolean {
  const c = line[i];
  if (c === '|') return true;
  if (c === '.') return /^www$/i.test(line.slice(i - 3, i));
  return c === ':' && line[i + 1] === '/' && line[i + 2] === '/';
}

const BLANK = /^[ \t]*$/;
const BLOCK_START = /^ {0,3}(?:(?:[-+*]|1[.)])[ \t]+\S|#{1,6}(?:[ \t]|$))/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

// An ordered-list marker is 1-9 digits then `.` or `)`; a bullet is `-`, `+` or `*`.
function listMarkerEnd(line: string, i: number): number {
  const c = line[i];
  if (c === '-' || c === '+' || c === '*') return i + 1;
  let j = i;
  while (j < line.length && j - i < 9 && line.charCodeAt(j) >= 48 && line.charCodeAt(j) <= 57) j++;
  return j > i && (line[j] === '.' || line[j] === ')') ? j + 1 : -1;
}

/** A line's container prefix: its indent (in columns), its `>`s and its list markers. */
function prefixOf(line: string) {
  let columns = 0;
  let quotes = 0;
  let markers = 0;
  let i = 0;
  // Past MAX_NESTING the line is refused anyway: no need to read further.
  while (i < line.length && quotes + markers <= MAX_NESTING) {
    const c = line[i];
    if (c === ' ') columns += 1;
    else if (c === '\t') columns += 4;
    else if (c === '>') quotes += 1;
    else {
      const end = listMarkerEnd(line, i);
      if (end < 0 || (end < line.length && line[end] !== ' ' && line[end] !== '\t')) break;
      // `- - -` and `* * *` are a rule, not lists (micromark checks the same first).
      if (THEMATIC_BREAK.test(line.slice(i))) break;
      markers += 1;
      i = end;
      continue;
    }
    i += 1;
  }
  return { columns, quotes, markers };
}

export interface MarkdownCost {
  /** The deepest nesting of quotes and lists any line may have (an upper bound). */
  nesting: number;
  /** The estimated work, in units of about 10 µs (see the module's comment). */
  work: number;
  /** What most of the work is for, to name it to the member. */
  mostly: 'lines' | 'containers' | string;
}

/** One linear pass over the text: what its Markdown may cost (see the module's comment). */
export function markdownCost(markdown: string): MarkdownCost {
  // micromark ends a line at \r too: one line ending, so the lines are the ones it sees.
  const text = markdown.replace(/\r\n?/g, '\n');
  let nesting = 0;
  let open = 0; // quotes and list items that may be open (an upper bound)
  let afterBlank = true;
  const parts = new Map<string, number>(); // work by what it is for
  const add = (what: string, units: number) => parts.set(what, (parts.get(what) ?? 0) + units);
  // The current block: its marks and line breaks, and its most frequent mark.
  let block = 0;
  const blockMarks = new Map<string, number>();
  const endBlock = () => {
    if (block > 0) {
      add('lines', BLOCK);
      const top = [...blockMarks].reduce((a, b) => (b[1] > a[1] ? b : a), ['lines', 0])[0];
      add(top, (block * block) / BLOCK_SQUARE);
    }
    block = 0;
    blockMarks.clear();
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    // Blank to micromark: spaces and tabs only (a no-break space is text). A blank line
    // ends paragraphs; list items may go on past it.
    if (BLANK.test(line)) {
      endBlock();
      afterBlank = true;
    } else {
      // A bullet with words, `1.` or `1)`, or a heading, at the left margin, always starts
      // a block of its own (it interrupts any paragraph, and is never a lazy continuation
      // of one): a list's items are parsed one by one.
      if (BLOCK_START.test(line)) endBlock();
      // Each quote or list item open here either goes on from an earlier line (a `>` or
      // two columns of indent each) or starts here (a `>` or a list marker). A line right
      // after another may instead be a lazy continuation that keeps all of them open.
      const { columns, quotes, markers } = prefixOf(line);
      const here = Math.min(open, Math.floor(columns / 2) + quotes) + quotes + markers;
      open = afterBlank ? here : Math.max(open, here);
      nesting = Math.max(nesting, open);
      add('containers', quotes * QUOTE + markers * LIST_ITEM);
      let marks = 0;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        // Linear in cost: not part of a paragraph's walks back.
        if (cellOrAddress(line, i)) add(c === '|' ? '|' : 'web address', CELL_OR_ADDRESS);
        if (!MARKS.has(c)) continue;
        marks += 1;
        blockMarks.set(c, (blockMarks.get(c) ?? 0) + 1);
        add(c, MARK);
      }
      block += marks + 1;
      blockMarks.set('lines', (blockMarks.get('lines') ?? 0) + 1);
      afterBlank = false;
    }
    add('lines', LINE + PER_OPEN_CONTAINER * open);
    lineStart = lineEnd + 1;
  }
  endBlock();
  let work = 0;
  let mostly = 'lines';
  for (const [what, units] of parts) {
    work += units;
    if (units > (parts.get(mostly) ?? 0)) mostly = what;
  }
  return { nesting, work: Math.round(work), mostly };
}

const nameOf = (mostly: string) =>
  mostly === 'lines'
    ? 'lines'
    : mostly === 'containers'
      ? 'list items or quoted lines'
      : mostly === 'web address'
        ? 'web addresses'
        : mostly === '`'
          ? 'backticks (`)'
          : `${mostly} marks`;

/**
 * Why a text's Markdown is too costly to format, in words for the member who wrote it, or
 * null when it is within the limits.
 */
export function markdownProblem(text: string): string | null {
  const cost = markdownCost(text);
  if (cost.nesting > MAX_NESTING)
    return `Content nests quotes or lists more than ${MAX_NESTING} levels deep`;
  if (cost.work > MAX_MARKDOWN_WORK)
    return `Content has too many ${nameOf(cost.mostly)} to format: remove some, or split long paragraphs with blank lines`;
  return null;
}

/** Whether a text can be parsed as Markdown within the limits (else: show it as plain text). */
export const withinMarkdownLimits = (text: string) => markdownProblem(text) === null;
