import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import { useUnreadCount } from './api';
import { messagesLinkLabel } from './messages-link-label';

/** The top bar's envelope: opens the inbox; a gold badge counts unread messages. */
export function MessagesLink({ active }: { active: boolean }) {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <Link
      href="/messages"
      aria-label={messagesLinkLabel(count)}
      aria-current={active ? 'page' : undefined}
      data-testid="messages-link"
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10',
        active && 'bg-white/10 text-gold',
      )}
    >
      <Mail className="size-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] leading-none font-bold text-ink ring-2 ring-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
