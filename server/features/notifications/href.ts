import type { NotificationType } from '../../../shared/contracts/choices';
import { discussionHref, eventHref, jobHref, threadHref } from '../../../shared/permalinks';

/**
 * Where an entry opens, decided by the server so neither the client nor a mail builds an address from ids: the
 * discussion at the reply (the element id its page gives each reply), the conversation,
 * the calendar's event dialog, the job's dialog (whose poster sees its applications
 * there), the member's own skills, the home page for a welcome.
 */
export function hrefOf(row: {
  type: NotificationType;
  subjectType: string;
  subjectId: string;
  targetId: string | null;
}) {
  switch (row.subjectType) {
    case 'discussion':
      return discussionHref(row.subjectId, row.targetId);
    case 'thread':
      return threadHref(row.subjectId);
    case 'event':
      return row.type === 'event_cancelled' ? '/calendar' : eventHref(row.subjectId);
    case 'job':
      return jobHref(row.subjectId);
    case 'skill':
      return '/profile#skills-heading';
    default:
      return '/';
  }
}
