import type * as React from 'react';
import { linkify } from '@/lib/linkify';
import { cn } from '@/lib/utils';

interface LinkifiedTextProps extends React.ComponentProps<'div'> {
  text: string;
  /** The links' colour where the default gold would not read (text on a gold bubble). */
  linkClassName?: string;
  /** `span` inside a box that already holds the text (a message bubble). */
  as?: 'div' | 'span';
}

/**
 * Member-written text shown as text: React escapes every character, line breaks and
 * spacing are kept, and http(s) addresses become links that open in a new tab without
 * handing the page to the site (noopener) or vouching for it (nofollow).
 */
export function LinkifiedText({
  text,
  className,
  linkClassName,
  as: Box = 'div',
  ...props
}: LinkifiedTextProps) {
  return (
    <Box className={cn('wrap-anywhere whitespace-pre-wrap', className)} {...props}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a
            // Parts never reorder, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={cn(
              'font-medium text-gold-text underline underline-offset-2 hover:no-underline',
              linkClassName,
            )}
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </Box>
  );
}
