import { withinMarkdownLimits } from '@shared/markdown-limits';
import { protectMentions, splitMentions } from '@shared/mention-placeholders';
import type * as React from 'react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { memberProfileHref } from '@/components/member-link';
import { lazyModule } from '@/lib/lazy-module';
import { cn } from '@/lib/utils';

/**
 * The Markdown parser and renderer, ~26 KB gzip that no page needs to paint its frame and
 * skeleton (decision 067). The download starts when a page that shows posts is evaluated,
 * so it runs beside the page's first request for its data rather than after it; until it
 * is there, a post shows as plain text.
 */
const markdown = lazyModule(() => import('@/components/markdown-elements'));
void markdown.load().catch(() => {});

/** Starts the renderer's download and settles when it is there (tests wait on it). */
export const loadMarkdown = markdown.load;

interface FormattedTextProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** The member's Markdown, as stored. */
  text: string;
  /** The links' colour where the default gold would not read (text on a gold bubble). */
  linkClassName?: string;
  /**
   * Text written in an editor that offers @mentions (a discussion, a reply, a message):
   * each mention shows as `@Name`, a link to the member's profile.
   */
  mentions?: boolean;
}

const LINK = 'font-medium text-gold-text underline underline-offset-2 hover:no-underline';

// Blocks spaced evenly; lists, quotes, code and tables styled here so a post reads the same
// wherever it shows. Headings stay modest: a post never outranks the page's own headings.
const PROSE = cn(
  'min-w-0 wrap-anywhere [&>*+*]:mt-3 [&_blockquote>*+*]:mt-2 [&_li>*+*]:mt-1 [&_li+li]:mt-1',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:pl-1',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:text-foreground',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:border-collapse [&_table]:wrap-normal [&_th]:whitespace-nowrap [&_th]:border [&_td]:border [&_th]:px-2 [&_td]:px-2 [&_th]:py-1 [&_td]:py-1 [&_th]:bg-muted [&_th]:text-left [&_th]:font-semibold',
  '[&_hr]:border-border [&_del]:opacity-80',
);

/**
 * Text whose Markdown would cost too much to parse (stored before decision 027's limits),
 * and any text while the renderer downloads: shown as typed, line breaks kept, nothing
 * parsed (React escapes every character); a mention is still its link.
 */
function PlainText({ source }: { source: ReturnType<typeof protectMentions> }) {
  return (
    <p className="whitespace-pre-wrap">
      {splitMentions(source.text, source.mentions).map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link
            key={part.start}
            href={memberProfileHref(part.memberId)}
            className={LINK}
            data-mention={part.memberId}
          >
            @{part.name}
          </Link>
        ),
      )}
    </p>
  );
}

/**
 * A member's post rendered from Markdown (CommonMark + GitHub tables, task lists,
 * strikethrough, bare addresses as links; decision 037). Never raw HTML: typed
 * markup shows as text. Links go only to http(s) and mailto addresses, opening web ones in
 * a new tab without handing over the page or vouching for the site; any other link shows
 * as its words. Images are never loaded. Single line breaks are kept, so plain text
 * written before Markdown reads as it did. A mention links only ever to the profile
 * address of the id it holds. Text over the Markdown limits (decision 027) shows as
 * plain text, and so does any text until the renderer has downloaded (decision 067).
 */
export function FormattedText({
  text,
  className,
  linkClassName,
  mentions = false,
  ...props
}: FormattedTextProps) {
  const source = useMemo(
    () => (mentions ? protectMentions(text) : { text, mentions: [] }),
    [text, mentions],
  );
  const parsable = useMemo(() => withinMarkdownLimits(text), [text]);
  const renderer = markdown.useLoaded();
  const elements = useMemo(
    () =>
      parsable && renderer
        ? renderer.postElements(source.text, source.mentions, cn(LINK, linkClassName))
        : null,
    [parsable, renderer, source, linkClassName],
  );
  return (
    <div className={cn(PROSE, className)} {...props}>
      {elements ?? <PlainText source={source} />}
    </div>
  );
}
