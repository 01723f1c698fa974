import type * as React from 'react';
import { Link } from 'wouter';
import { memberProfileHref } from '@/components/member-link';
import { linkify, linkifyWithMentions } from '@/lib/linkify';
import { cn } from '@/lib/utils';

interface LinkifiedTextProps extends React.ComponentProps<'div'> {
  text: string;
  /** The links' colour where the default gold would not read (text on a gold bubble). */
  linkClassName?: string;
  /** `span` inside a box that already holds the text (a message bubble). */
  as?: 'div' | 'span';
  /**
   * Text written in an editor that offers @mentions (a discussion, a reply, a message):
   * each mention shows as `@Name`, a link to the member's profile.
   */
  mentions?: boolean;
}

const LINK = 'font-medium text-gold-text underline underline-offset-2 hover:no-underline';

/**
 * Member-written text shown as text: React escapes every character, line breaks and
 * spacing are kept, and http(s) addresses become links that open in a new tab without
 * handing the page to the site (noopener) or vouching for it (nofollow). A mention links
 * only ever to the profile address of the id it holds, whatever the id says.
 */
export function LinkifiedText({
  text,
  className,
  linkClassName,
  as: Box = 'div',
  mentions = false,
  ...props
}: LinkifiedTextProps) {
  const parts = mentions ? linkifyWithMentions(text) : linkify(text);
  return (
    <Box className={cn('wrap-anywhere whitespace-pre-wrap', className)} {...props}>
      {parts.map((part, i) =>
        part.kind === 'link' ? (
          <a
            // Parts never reorder, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={cn(LINK, linkClassName)}
          >
            {part.text}
          </a>
        ) : part.kind === 'mention' ? (
          <Link
            // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
            key={i}
            href={memberProfileHref(part.memberId)}
            className={cn(LINK, linkClassName)}
            data-mention={part.memberId}
          >
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
