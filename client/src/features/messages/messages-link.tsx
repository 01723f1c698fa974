import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { CountBadge, TOP_BAR_ICON } from '@/components/count-badge';
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
      className={cn(TOP_BAR_ICON, active && 'bg-white/10 text-gold')}
    >
      <Mail className="size-5" aria-hidden="true" />
      <CountBadge count={count} testId="unread-badge" />
    </Link>
  );
}
