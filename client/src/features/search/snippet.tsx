import { SNIPPET_START, SNIPPET_STOP } from '@shared/contracts/search';
import { cn } from '@/lib/utils';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet's text cut at the server's match markers (decision 026-search): the parts
 * between SNIPPET_START and SNIPPET_STOP are the matches. An unpaired marker just starts
 * or ends a match; no marker ever reaches the screen.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, marked });
    text = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_START || char === SNIPPET_STOP) {
      flush();
      marked = char === SNIPPET_START;
    } else {
      text += char;
    }
  }
  flush();
  return parts;
}

/**
 * A snippet with its matches in <mark>. Every part is a React text child, so whatever
 * the member wrote (`<img onerror=…>`) shows as the characters it is, never as HTML.
 */
export function Snippet({ snippet, className }: { snippet: string; className?: string }) {
  const parts = snippetParts(snippet);
  if (parts.length === 0) return null;
  // Near-black on gold in both schemes: the palette's one pairing that passes contrast
  // whatever colour the text around it has.
  return (
    <span className={cn('break-words', className)}>
      {parts.map((part, i) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <mark key={i} className="rounded-sm bg-gold px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}
