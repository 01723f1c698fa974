import { SNIPPET_START, SNIPPET_STOP } from '@shared/contracts/choices';
import { Fragment } from 'react';
import { cn } from '@/lib/utils';

export interface SnippetPart {
  text: string;
  match: boolean;
}

const plain = (text: string): SnippetPart => ({
  text: text.replaceAll(SNIPPET_STOP, ''),
  match: false,
});

/**
 * A search snippet (shared/contracts/search.ts) as its parts in order: the matches the
 * server marked and the text around them. A start without a stop marks nothing.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const [before, ...marked] = snippet.split(SNIPPET_START);
  const parts = [plain(before)];
  for (const piece of marked) {
    const stop = piece.indexOf(SNIPPET_STOP);
    if (stop === -1) {
      parts.push(plain(piece));
    } else {
      parts.push({ text: piece.slice(0, stop), match: true }, plain(piece.slice(stop + 1)));
    }
  }
  return parts.filter((part) => part.text !== '');
}

/**
 * Text in parts, the matches in <mark>. Every part is rendered as text, never as HTML,
 * whatever the member wrote: `<script>` in a message shows as the characters it is.
 */
export function MarkedParts({ parts, className }: { parts: SnippetPart[]; className?: string }) {
  return (
    <span className={cn('break-words', className)}>
      {parts.map((part, index) =>
        part.match ? (
          // Near-black on gold in both colour schemes: the palette's one pairing that
          // passes contrast whatever colour the text around it has.
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's parts never reorder
          <mark key={index} className="rounded-sm bg-gold px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          // Plain text, not a span: a name computed from the parts keeps the spaces at
          // their edges ("Port logistics", not "Portlogistics").
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's parts never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}

/** A search snippet with the matches the server marked. */
export function SnippetText({ snippet, className }: { snippet: string; className?: string }) {
  return <MarkedParts parts={snippetParts(snippet)} className={className} />;
}
