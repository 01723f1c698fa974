import {
  Briefcase,
  Calendar,
  ChevronRight,
  MessagesSquare,
  PartyPopper,
  Users,
} from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { MemberLink } from '@/components/member-link';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FirstSteps, markWelcomed, SetupChecklist } from '@/features/setup';
import { useAuth } from '@/hooks/use-auth';
import { counted } from '@/lib/counted';
import { relativeTime } from '@/lib/dates';
import { authorInitial, authorName, welcomeName } from '@/lib/names';
import { type DashboardData, useDashboard } from './api';
import { CommunityGallery } from './community-gallery';

type Counts = DashboardData['counts'];

const CARDS: Array<{
  href: string;
  title: string;
  icon: typeof Calendar;
  text: (counts: Counts) => string;
}> = [
  {
    href: '/calendar',
    title: 'Upcoming Events',
    icon: Calendar,
    text: (c) => counted(c.eventsThisWeek, 'Event This Week', 'Events This Week'),
  },
  {
    href: '/discussions',
    title: 'New Discussions',
    icon: MessagesSquare,
    text: (c) => counted(c.newDiscussions, 'New Post', 'New Posts'),
  },
  {
    href: '/jobs',
    title: 'Job Opportunities',
    icon: Briefcase,
    text: (c) => counted(c.activeJobs, 'Active Posting', 'Active Postings'),
  },
  {
    href: '/members',
    title: 'Members',
    icon: Users,
    text: (c) => counted(c.members, 'Active Member', 'Active Members'),
  },
];

function StatCards({ counts, loading }: { counts: Counts | undefined; loading: boolean }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ href, title, icon: Icon, text }) => (
        <li key={href}>
          <Link
            href={href}
            className="group block h-full rounded-xl border border-l-4 border-l-gold bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-semibold">{title}</h2>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold text-ink">
                <Icon className="size-5" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-2 flex items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>
                {counts ? (
                  text(counts)
                ) : loading ? (
                  <Skeleton className="h-4 w-28 align-middle" />
                ) : (
                  'Not available'
                )}
              </span>
              <ChevronRight
                className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * "A seat opened up — you're going": the events whose waiting list the member was promoted
 * from, until they open them (the in-app notice until notifications exist, decision 008).
 */
function OpenedSeats({ seats }: { seats: DashboardData['openedSeats'] | undefined }) {
  if (!seats || seats.length === 0) return null;
  return (
    <section
      aria-labelledby="opened-seats-heading"
      className="rounded-xl border border-l-4 border-l-gold bg-card p-4 shadow-sm"
    >
      <h2 id="opened-seats-heading" className="flex items-center gap-2 font-semibold">
        <PartyPopper className="size-5 shrink-0 text-gold-text" aria-hidden="true" />A seat opened
        up — you're going
      </h2>
      <ul className="mt-2 grid gap-1">
        {seats.map((seat) => (
          <li key={seat.id} className="text-sm">
            <Link
              href={`/calendar?event=${seat.id}`}
              className="font-medium underline underline-offset-4 [overflow-wrap:anywhere] hover:text-gold-text"
            >
              {seat.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentActivity({
  items,
  loading,
}: {
  items: DashboardData['recentActivity'] | undefined;
  loading: boolean;
}) {
  let body: ReactNode;
  if (loading) {
    body = (
      <div className="space-y-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 flex-1" />
          </div>
        ))}
      </div>
    );
  } else if (!items || items.length === 0) {
    body = <p className="py-8 text-center text-muted-foreground">No recent activity to display</p>;
  } else {
    body = (
      <ul className="divide-y">
        {items.map((item) => (
          <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <Avatar>
              {item.author?.profileImageUrl ? (
                <AvatarImage src={item.author.profileImageUrl} alt="" />
              ) : null}
              <AvatarFallback>{authorInitial(item.author)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <MemberLink
                  member={item.author}
                  name={authorName(item.author)}
                  className="inline font-semibold"
                />{' '}
                <span className="text-muted-foreground">posted a discussion</span>
              </p>
              <Link
                href={`/discussions/${item.id}`}
                className="mt-0.5 block truncate font-medium hover:underline"
              >
                {item.title}
              </Link>
              <p className="mt-0.5 text-xs text-muted-foreground">{relativeTime(item.createdAt)}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Recent Activity</h2>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const { user } = useAuth();
  const { data, isLoading } = useDashboard();
  // A member's first visit says "Welcome" (issue 36; the spec's "Welcome back" is for
  // those who have been here before): decided once, so the greeting does not change
  // under them when the server records the visit.
  const [firstVisit] = useState(() => user?.welcomedAt === null);
  useEffect(() => {
    if (firstVisit) markWelcomed().catch(() => undefined);
  }, [firstVisit]);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">
          {firstVisit ? 'Welcome' : 'Welcome back'}, {welcomeName(user)}
        </h1>
        <p className="mt-1 text-muted-foreground">Here is what is happening in your community.</p>
      </header>
      {/* Admins only (the server's word, never the role): a new community's first steps. */}
      {user?.abilities.administer ? (
        <Suspense fallback={null}>
          <SetupChecklist />
        </Suspense>
      ) : null}
      {user?.onboardedAt === null ? (
        <Suspense fallback={null}>
          <FirstSteps />
        </Suspense>
      ) : null}
      <OpenedSeats seats={data?.openedSeats} />
      <StatCards counts={data?.counts} loading={isLoading} />
      <RecentActivity items={data?.recentActivity} loading={isLoading} />
      {/* Last, as in the spec: it appears only once photos arrive (hidden when there are
          none), and at the end of the page its arrival moves nothing the member is reading. */}
      <CommunityGallery />
    </div>
  );
}
