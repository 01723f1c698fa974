import { and, eq, isNull } from 'drizzle-orm';
import type { ReportItemType } from '../../../shared/contracts/choices';
import { reports } from '../../../shared/schema/reports';
import {
  type ActivityResolver,
  type Notified,
  staffRecipients,
  stillStaff,
} from '../notifications';

/** What the headline says was reported ("A member reported a reply"). */
const WHAT: Record<ReportItemType, string> = {
  discussion: 'a discussion',
  reply: 'a reply',
  message: 'a message',
  profile: 'a profile',
  job: 'a job posting',
  resource: 'a resource',
  photo: 'a photo',
  event: 'an event',
};

/**
 * A member reported an item: the moderators and admins hear of it (issue 36), unless the
 * report was resolved before the fan-out ran. Anonymous: the queue names the reporter to
 * the staff; the bell and the mail need not.
 */
const filed: ActivityResolver<'report_filed'> = async (q, { actorId, payload }) => {
  const [report] = await q
    .select({ id: reports.id, itemType: reports.itemType })
    .from(reports)
    .where(and(eq(reports.id, payload.reportId), isNull(reports.resolvedAt)));
  if (!report) return null;
  return {
    recipients: staffRecipients('report_filed'),
    actorId,
    anonymous: true,
    subjectType: 'report',
    subjectId: report.id,
    targetId: null,
    title: WHAT[report.itemType],
    excerpt: null,
  };
};

/** What the notifications feature knows of reports: an entry opens the moderation queue. */
export const reportsNotified: Notified = {
  activities: { report_filed: filed },
  subjects: {
    report: { href: () => '/admin?tab=reports', visible: stillStaff('report_filed') },
  },
};
