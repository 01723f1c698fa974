import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils';

const FormattedText = lazy(() =>
  import('@/components/formatted-text').then((m) => ({ default: m.FormattedText })),
);

/**
 * What Markdown could make of a text: emphasis, code, links, headings, quotes, lists,
 * tables, bare addresses. A text with none of it reads the same unparsed.
 */
const MARKDOWN_SYNTAX = /[*_`[\]<>|~#\\]|^\s*(?:[-+]|\d+[.)])\s|https?:|www\.|@/m;

/**
 * A part of the About page the admins may write in Markdown (decision 049). The standard
 * texts and most of what admins write are plain paragraphs: shown as they are, so the
 * page does not load the Markdown renderer for them; a text that uses Markdown loads it,
 * showing the plain text meanwhile.
 */
export function AboutProse({ text, className }: { text: string; className?: string }) {
  const plain = (
    <div className={cn('grid gap-3', className)}>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text.
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
  if (!MARKDOWN_SYNTAX.test(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <FormattedText text={text} className={className} />
    </Suspense>
  );
}
