import { Handshake, Lightbulb, type LucideIcon, Mail, MapPin, Phone, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { MemberLink } from '@/components/member-link';
import { QueryStates } from '@/components/query-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfig } from '@/lib/config';
import { userInitials } from '@/lib/names';
import { cn } from '@/lib/utils';
import {
  ABOUT_FAILED,
  type AboutLeader,
  type AboutPage as AboutPageContent,
  useAbout,
} from './about-api';
import { AboutProse } from './about-prose';

// The values' icons, in turn: the spec's three values had these, and any others take them too.
const VALUE_ICONS = [Handshake, Lightbulb, Trophy] as const;

// As many columns as values, up to the spec's three: none left empty beside them.
const VALUE_COLUMNS = ['', '', 'md:grid-cols-2', 'md:grid-cols-3'];

// A figures band as wide as its figures: one row of up to four, two by two on a phone.
const FIGURE_COLUMNS = [
  '',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-1 sm:grid-cols-3',
  'grid-cols-2 lg:grid-cols-4',
];

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
      {children}
    </h2>
  );
}

/** One way to reach the community in Get In Touch: its icon in a gold disc, then the way. */
function ContactItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold text-ink">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {children}
    </li>
  );
}

/** A leader's face: a picked member's photo or initials, else the written name's initials. */
function LeaderCard({ leader }: { leader: AboutLeader }) {
  const { member } = leader;
  const role = leader.role || member?.title || null;
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-4">
        {member ? (
          <MemberLink
            member={member}
            show="avatar"
            decorative
            avatarClassName="size-16 ring-2 ring-gold"
            fallbackClassName="surface-ink bg-ink text-xl font-bold text-gold"
          />
        ) : (
          <span
            className="surface-ink flex size-16 shrink-0 items-center justify-center rounded-full bg-ink text-xl font-bold text-gold ring-2 ring-gold"
            aria-hidden="true"
          >
            {userInitials(nameParts(leader.name))}
          </span>
        )}
        <div className="min-w-0">
          <CardTitle>
            {member ? <MemberLink member={member} name={leader.name} /> : leader.name}
          </CardTitle>
          {role ? <p className="mt-1 text-sm font-medium text-gold-text">{role}</p> : null}
        </div>
      </CardHeader>
      {leader.bio ? (
        <CardContent className="text-muted-foreground">
          <AboutProse text={leader.bio} />
        </CardContent>
      ) : null}
    </Card>
  );
}

/** The mission or the vision: a gold-topped card with its heading and the admins' text. */
function Statement({ heading, text }: { heading: string; text: string }) {
  return (
    <Card className="border-t-4 border-t-gold">
      <CardHeader>
        <h2 className="text-2xl leading-tight font-semibold tracking-tight">{heading}</h2>
      </CardHeader>
      <CardContent className="text-muted-foreground">
        <AboutProse text={text} />
      </CardContent>
    </Card>
  );
}

/** A written name as first and last, for its initials ("Marcus Thibodeaux" → MT). */
function nameParts(name: string) {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? null, lastName: words.length > 1 ? words.at(-1)! : null };
}

function AboutSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-48 w-full md:col-span-2" />
    </div>
  );
}

/** The page below its header, as the admins made it (decision 049): each part only if kept. */
function AboutContent({ about }: { about: AboutPageContent }) {
  const { contact } = about;
  const hasContact = Boolean(contact.email || contact.phone || contact.location);
  return (
    <>
      {about.mission || about.vision ? (
        <section
          aria-label="Mission and vision"
          className={cn('grid gap-6', about.mission && about.vision && 'md:grid-cols-2')}
        >
          {about.mission ? <Statement heading="Our Mission" text={about.mission} /> : null}
          {about.vision ? <Statement heading="Our Vision" text={about.vision} /> : null}
        </section>
      ) : null}

      {about.values.length > 0 ? (
        <section aria-labelledby="values-heading">
          <SectionHeading id="values-heading">Our Core Values</SectionHeading>
          <ul className={cn('mt-6 grid gap-6', VALUE_COLUMNS[about.values.length])}>
            {about.values.map(({ title, text }, i) => {
              const Icon = VALUE_ICONS[i % VALUE_ICONS.length];
              return (
                <li key={title}>
                  <Card className="h-full">
                    <CardHeader>
                      <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-gold text-ink">
                        <Icon className="size-6" aria-hidden="true" />
                      </span>
                      <CardTitle>{title}</CardTitle>
                      <AboutProse text={text} className="text-base text-muted-foreground" />
                    </CardHeader>
                  </Card>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {about.leaders.length > 0 ? (
        <section aria-labelledby="leadership-heading">
          <SectionHeading id="leadership-heading">Leadership Team</SectionHeading>
          <ul
            className={cn(
              'mt-6 grid gap-6',
              about.leaders.length === 1 ? 'max-w-xl' : 'md:grid-cols-2',
            )}
          >
            {about.leaders.map((leader, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two entries may share a name.
              <li key={i}>
                <LeaderCard leader={leader} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {about.figures.length > 0 ? (
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            Community in numbers
          </h2>
          <dl
            className={cn(
              'surface-ink grid gap-px overflow-hidden rounded-2xl bg-neutral-700 text-center',
              FIGURE_COLUMNS[about.figures.length],
            )}
          >
            {about.figures.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-ink px-4 py-8">
                <dt className="mt-1 text-sm font-medium text-neutral-300">{stat.label}</dt>
                <dd className="text-4xl font-bold text-gold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {hasContact ? (
        <section aria-labelledby="contact-heading">
          <Card>
            <CardHeader>
              <h2 id="contact-heading" className="text-2xl font-bold tracking-tight">
                Get In Touch
              </h2>
              <CardDescription className="text-base">
                Questions about membership, events or partnerships? We would love to hear from you.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-4 sm:grid-cols-3">
                {contact.email ? (
                  <ContactItem icon={Mail}>
                    <a
                      href={`mailto:${contact.email}`}
                      className="font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                    >
                      {contact.email}
                    </a>
                  </ContactItem>
                ) : null}
                {contact.phone ? (
                  <ContactItem icon={Phone}>
                    <a
                      href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {contact.phone}
                    </a>
                  </ContactItem>
                ) : null}
                {contact.location ? (
                  <ContactItem icon={MapPin}>
                    <span className="font-medium">{contact.location}</span>
                  </ContactItem>
                ) : null}
              </ul>
            </CardContent>
          </Card>
        </section>
      ) : null}
    </>
  );
}

export function AboutPage() {
  const { config } = useConfig();
  const about = useAbout();

  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-8 sm:px-6 sm:py-12">
      <header className="surface-ink rounded-2xl bg-ink px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          About <span className="text-gold">{config.communityName}</span>
        </h1>
        {about.data?.intro ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-neutral-300">
            {about.data.intro}
          </p>
        ) : null}
      </header>
      <QueryStates query={about} loading={<AboutSkeleton />} error={ABOUT_FAILED}>
        {() => (about.data ? <AboutContent about={about.data} /> : null)}
      </QueryStates>
    </div>
  );
}
