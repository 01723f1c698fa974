/**
 * Where a mailed notification opens, from what it is about. The bell's entries carry an
 * `href` the server decides (shared/contracts/notifications.ts); when the fan-out's own
 * mapping lands, this should become that one function (decision 025, mail part).
 */
export function notificationPath(n: {
  subjectType: string;
  subjectId: string;
  targetId: string | null;
}): string {
  const id = encodeURIComponent(n.subjectId);
  switch (n.subjectType) {
    case 'discussion':
      return `/discussions/${id}`;
    case 'conversation':
    case 'message':
      return `/messages/${id}`;
    case 'event':
      return `/calendar?event=${id}`;
    case 'job':
      return '/jobs';
    case 'skill':
      return '/profile';
    default:
      return '/notifications';
  }
}
