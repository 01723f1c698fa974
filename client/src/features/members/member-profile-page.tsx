import {
  Award,
  Briefcase,
  Building2,
  CalendarDays,
  Handshake,
  type LucideIcon,
  Mail,
  MapPin,
  MessagesSquare,
  Pencil,
  ThumbsUp,
  UserX,
} from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { BackLink } from '@/components/back-link';
import { lazyDialog } from '@/components/lazy-dialog';
import { LinkifiedText } from '@/components/linkified-text';
import { MemberAvatarImage } from '@/components/member-link';
import { NotFoundState, QueryStates } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { WebsiteLink } from '@/components/website-link';
import { loadMessageDialog } from '@/features/messages';
import { HiddenMark, ReportButton } from '@/features/reports';
import { ProficiencyBadge, yearsOfExperienceText } from '@/features/skills';
import { useConfig } from '@/lib/config';
import { relativeTime } from '@/lib/dates';
import { preloadOnIntent } from '@/lib/lazy-component';
import { displayName } from '@/lib/names';
import {
  isMemberNotFound,
  type MemberProfile,
  PROFILE_FAILED,
  type ProfileDiscussion,
  type ProfileEvent,
  type ProfileJob,
  useMemberProfile,
} from './api';
import { EndorsementCount } from './endorsement-count';
import {
  countText,
  eventStartText,
  jobTypeText,
  memberIdFromPath,
  memberSinceText,
  previewNote,
} from './profile-text';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const MessageDialog = lazyDialog(loadMessageDialog);
const MemberSkillsDialog = lazyDialog(() =>
  import('./member-skills-dialog').then((m) => m.MemberSkillsDialog),
);

const LINK =
  'rounded-sm font-medium wrap-anywhere underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A line under the member's name (their title, their company), shown only when they gave it. */
function ProfileFact({
  icon: Icon,
  testId,
  text,
}: {
  icon: LucideIcon;
  testId: string;
  text: string | null | undefined;
}) {
  if (!text) return null;
  return (
    <p className="flex items-start gap-1.5 text-muted-foreground">
      <Icon className="mt-1 size-4 shrink-0" aria-hidden="true" />
      <span className="wrap-anywhere" data-testid={testId}>
        {text}
      </span>
    </p>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading profile
      </span>
      <div className="flex flex-col gap-5 rounded-xl border bg-card p-6 sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="grid flex-1 gap-3">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-48 w-full lg:col-span-2" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}

/** A card on the profile: a heading, how many there are in all, the list, a note. */
function Section({
  title,
  icon,
  summary,
  note,
  footer,
  children,
}: {
  title: string;
  icon: ReactNode;
  summary?: string;
  note?: string | null;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {icon}
          {title}
        </h2>
        {summary ? (
          <p className="text-sm text-muted-foreground" data-testid="section-count">
            {summary}
          </p>
        ) : null}
      </div>
      {children}
      {note || footer ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          {note ? <p>{note}</p> : <span />}
          {footer}
        </div>
      ) : null}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function DiscussionItem({ discussion }: { discussion: ProfileDiscussion }) {
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="profile-discussion">
      <Link href={`/discussions/${discussion.id}`} className={LINK}>
        {discussion.title}
      </Link>
      <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
        <span>{discussion.categoryName}</span>
        <span aria-hidden="true">·</span>
        <span>{countText(discussion.replyCount, 'reply', 'replies')}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={discussion.createdAt}>{relativeTime(discussion.createdAt)}</time>
      </p>
    </li>
  );
}

function EventItem({ event }: { event: ProfileEvent }) {
  const { timeZone } = useConfig().config;
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="profile-event">
      <p className="font-medium wrap-anywhere">{event.title}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
          <time dateTime={event.startDate}>
            {eventStartText(event.startDate, event.timeZone ?? timeZone)}
          </time>
        </span>
        {event.isVirtual || event.location ? (
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="wrap-anywhere">{event.isVirtual ? 'Virtual' : event.location}</span>
          </span>
        ) : null}
      </p>
    </li>
  );
}

function JobItem({ job }: { job: ProfileJob }) {
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="profile-job">
      <Link href="/jobs" className={LINK}>
        {job.title}
      </Link>
      <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
        <span className="wrap-anywhere">{job.company}</span>
        {job.location ? (
          <>
            <span aria-hidden="true">·</span>
            <span className="wrap-anywhere">{job.location}</span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <span>{jobTypeText(job.jobType)}</span>
        <span aria-hidden="true">·</span>
        <span>
          Posted <time dateTime={job.createdAt}>{relativeTime(job.createdAt)}</time>
        </span>
      </p>
    </li>
  );
}

function Profile({ profile }: { profile: MemberProfile }) {
  const { member } = profile;
  const name = displayName(member);
  const first = member.firstName?.trim() || name;
  // The viewer's own profile, as the server says (isSelf): Edit Profile, not Message.
  const isSelf = member.isSelf;
  const [messageOpen, setMessageOpen] = useState(false);
  const [skillsOpen, setSkillsOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const closeTo = (set: (open: boolean) => void) => (open: boolean) => {
    set(open);
    if (!open) requestAnimationFrame(() => opener.current?.focus());
  };
  const since = memberSinceText(member.joinedAt);
  const companies = member.pastCompanies ?? [];

  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="member-name"
        className="flex flex-col gap-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-start sm:p-6"
        data-testid="member-profile"
      >
        <MemberAvatarImage
          member={member}
          className="size-20 sm:size-24"
          fallbackClassName="text-2xl"
        />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1
              id="member-name"
              className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl"
            >
              {name}
            </h1>
            {isSelf ? (
              <Badge className="border-ink bg-ink text-white dark:border-gold dark:bg-transparent dark:text-gold">
                You
              </Badge>
            ) : null}
          </div>
          <ProfileFact icon={Briefcase} testId="member-title" text={member.title} />
          <ProfileFact icon={Building2} testId="member-company" text={member.company} />
          {member.website ? (
            <p>
              <WebsiteLink url={member.website} owner={name} />
            </p>
          ) : null}
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            {member.openToConnect ? (
              <Badge className="gap-1 border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200">
                <Handshake className="size-3.5" aria-hidden="true" />
                Open to connect
              </Badge>
            ) : null}
            {since ? <span>{since}</span> : null}
            {member.hidden ? <HiddenMark itemType="profile" itemId={member.id} /> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {isSelf ? (
            <Button asChild variant="outline">
              <Link href="/profile">
                <Pencil aria-hidden="true" />
                Edit Profile
              </Link>
            </Button>
          ) : (
            <Button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setMessageOpen(true);
              }}
              {...preloadOnIntent(MessageDialog.preload)}
              aria-label={`Message ${name}`}
            >
              <Mail aria-hidden="true" />
              Message
            </Button>
          )}
          {member.canReport ? (
            <ReportButton
              itemType="profile"
              itemId={member.id}
              what={`${name}’s profile`}
              label={`Report ${name}’s profile`}
              className="h-9"
            />
          ) : null}
        </div>
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          {member.bio ? (
            <Section title="About" icon={null}>
              <LinkifiedText text={member.bio} className="wrap-anywhere!" />
            </Section>
          ) : null}

          <Section
            title="Discussions"
            icon={<MessagesSquare className="size-5 text-gold-text" aria-hidden="true" />}
            summary={countText(profile.discussionCount, 'discussion', 'discussions')}
            note={previewNote(profile.discussions.length, profile.discussionCount, 'latest')}
          >
            {profile.discussions.length > 0 ? (
              <ul className="divide-y" aria-label={`${name}'s recent discussions`}>
                {profile.discussions.map((d) => (
                  <DiscussionItem key={d.id} discussion={d} />
                ))}
              </ul>
            ) : (
              <Empty>{isSelf ? "You haven't" : `${first} hasn't`} started a discussion yet.</Empty>
            )}
          </Section>

          <Section
            title="Upcoming Events"
            icon={<CalendarDays className="size-5 text-gold-text" aria-hidden="true" />}
            summary={countText(profile.upcomingEventCount, 'upcoming event', 'upcoming events')}
            note={previewNote(profile.events.length, profile.upcomingEventCount, 'next')}
            footer={
              profile.events.length > 0 ? (
                <Link href="/calendar" className={LINK}>
                  Open the calendar
                </Link>
              ) : null
            }
          >
            {profile.events.length > 0 ? (
              <ul className="divide-y" aria-label={`Upcoming events ${name} organises`}>
                {profile.events.map((e) => (
                  <EventItem key={e.id} event={e} />
                ))}
              </ul>
            ) : (
              <Empty>No upcoming events organised.</Empty>
            )}
          </Section>

          <Section
            title="Open Jobs"
            icon={<Briefcase className="size-5 text-gold-text" aria-hidden="true" />}
            summary={countText(profile.openJobCount, 'open job', 'open jobs')}
            note={previewNote(profile.jobs.length, profile.openJobCount, 'latest')}
          >
            {profile.jobs.length > 0 ? (
              <ul className="divide-y" aria-label={`Open jobs ${name} posted`}>
                {profile.jobs.map((j) => (
                  <JobItem key={j.id} job={j} />
                ))}
              </ul>
            ) : (
              <Empty>No open jobs posted.</Empty>
            )}
          </Section>
        </div>

        <div className="grid min-w-0 gap-6">
          <Section
            title="Skills"
            icon={<Award className="size-5 text-gold-text" aria-hidden="true" />}
            summary={
              member.skills.length > 0
                ? countText(member.skills.length, 'skill', 'skills')
                : undefined
            }
            footer={
              member.skills.length > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setSkillsOpen(true);
                  }}
                  {...preloadOnIntent(MemberSkillsDialog.preload)}
                >
                  <ThumbsUp aria-hidden="true" />
                  {isSelf ? 'View endorsements' : 'Endorse skills'}
                </Button>
              ) : null
            }
          >
            {member.skills.length > 0 ? (
              <ul className="grid gap-3" aria-label={`${name}'s skills`}>
                {member.skills.map((skill) => (
                  <li
                    key={skill.id}
                    className="grid gap-1.5 rounded-lg border bg-background p-3"
                    data-testid="profile-skill"
                  >
                    <p className="font-medium wrap-anywhere">{skill.name}</p>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <ProficiencyBadge level={skill.proficiencyLevel} />
                      <span>{yearsOfExperienceText(skill.yearsOfExperience)}</span>
                      <EndorsementCount count={skill.endorsementCount} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>No skills listed yet</Empty>
            )}
          </Section>

          {companies.length > 0 ? (
            <Section
              title="Past Companies"
              icon={<Building2 className="size-5 text-gold-text" aria-hidden="true" />}
            >
              <ul className="flex flex-wrap gap-1.5" aria-label={`${name}'s past companies`}>
                {companies.map((company, index) => (
                  <li
                    // Past companies are free text and may repeat.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per render
                    key={`${company}-${index}`}
                    className="rounded-md bg-muted px-2 py-1 text-sm wrap-anywhere"
                    data-testid="past-company"
                  >
                    {company}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
      </div>

      {isSelf ? null : (
        <MessageDialog
          recipient={member}
          open={messageOpen}
          onOpenChange={closeTo(setMessageOpen)}
        />
      )}
      <MemberSkillsDialog member={member} open={skillsOpen} onOpenChange={closeTo(setSkillsOpen)} />
    </div>
  );
}

/** A member's profile (`/members/:id`): who they are, what they know, what they've shared. */
export function MemberProfilePage({ id: rawId }: { id: string }) {
  const id = memberIdFromPath(rawId);
  const profile = useMemberProfile(id);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink href="/members">All members</BackLink>
      <QueryStates
        query={profile}
        isNotFound={isMemberNotFound(profile.error)}
        notFound={
          <NotFoundState
            icon={<UserX className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="Member Not Found"
            text="This member doesn't exist, or is no longer part of the community."
            backHref="/members"
            backLabel="Back to Members"
          />
        }
        loading={<ProfileSkeleton />}
        error={PROFILE_FAILED}
        errorHeading={<h1 className="text-xl font-semibold">Member profile</h1>}
      >
        {() => (profile.data ? <Profile profile={profile.data} /> : null)}
      </QueryStates>
    </div>
  );
}
