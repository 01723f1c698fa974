import { Handshake, Lightbulb, type LucideIcon, Mail, MapPin, Phone, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfig } from '@/lib/config';

const CORE_VALUES = [
  {
    icon: Handshake,
    title: 'Collaboration',
    text: 'We grow faster together. Members open their networks, share what worked and what did not, and team up on projects that no one could take on alone.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'We stay curious. From energy and healthcare to the next wave of start-ups, we trade new ideas early and test them with people who will tell us the truth.',
  },
  {
    icon: Trophy,
    title: 'Excellence',
    text: 'We hold a high bar for our work and our community: thoughtful events, useful conversations, and follow-through on every introduction.',
  },
] as const;

const LEADERS = [
  {
    name: 'Marcus Thibodeaux',
    initials: 'MT',
    role: 'Co-Founder & Community Manager',
    bio: 'A third-generation Houstonian, Marcus spent fifteen years in energy logistics before founding two supply-chain start-ups in EaDo. He hosts the monthly founders’ dinners and loves connecting people who should already know each other.',
  },
  {
    name: 'Priya Raman',
    initials: 'PR',
    role: 'Co-Founder & Community Manager',
    bio: 'Priya led partnerships at a Texas Medical Center health-tech company and now advises early-stage founders across the city. She runs the workshop series and the mentorship program, and keeps the job board full.',
  },
] as const;

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

export function AboutPage() {
  const { config, isLoaded } = useConfig();

  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-8 sm:px-6 sm:py-12">
      <header className="surface-ink rounded-2xl bg-ink px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          About <span className="text-gold">{config.communityName}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-neutral-300">
          {config.aboutText ??
            `A members-only community for ${config.city}'s business leaders and entrepreneurs.`}
        </p>
      </header>

      <section aria-label="Mission and vision" className="grid gap-6 md:grid-cols-2">
        <Card className="border-t-4 border-t-gold">
          <CardHeader>
            <h2 className="text-2xl leading-tight font-semibold tracking-tight">Our Mission</h2>
          </CardHeader>
          <CardContent className="text-muted-foreground">
            To connect {config.city}&apos;s business leaders and entrepreneurs so they can learn
            from one another, find the right partners and opportunities, and build companies that
            make our city stronger.
          </CardContent>
        </Card>
        <Card className="border-t-4 border-t-gold">
          <CardHeader>
            <h2 className="text-2xl leading-tight font-semibold tracking-tight">Our Vision</h2>
          </CardHeader>
          <CardContent className="text-muted-foreground">
            A {config.city} where every founder and executive is one trusted introduction away from
            the advice, talent or capital they need — and where success is shared.
          </CardContent>
        </Card>
      </section>

      <section aria-labelledby="values-heading">
        <SectionHeading id="values-heading">Our Core Values</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {CORE_VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-gold text-ink">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="text-base">{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leadership-heading">
        <SectionHeading id="leadership-heading">Leadership Team</SectionHeading>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {LEADERS.map((leader) => (
            <li key={leader.name}>
              <Card className="h-full">
                <CardHeader className="flex-row items-center gap-4">
                  <span
                    className="surface-ink flex size-16 shrink-0 items-center justify-center rounded-full bg-ink text-xl font-bold text-gold ring-2 ring-gold"
                    aria-hidden="true"
                  >
                    {leader.initials}
                  </span>
                  <div>
                    <CardTitle>{leader.name}</CardTitle>
                    <p className="mt-1 text-sm font-medium text-gold-text">{leader.role}</p>
                  </div>
                </CardHeader>
                <CardContent className="text-muted-foreground">{leader.bio}</CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Community in numbers
        </h2>
        <dl className="surface-ink grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-neutral-700 text-center lg:grid-cols-4">
          {/* The admins' figures (decision 023), else the spec's (§9), from the configuration. */}
          {config.aboutFigures.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-ink px-4 py-8">
              <dt className="mt-1 text-sm font-medium text-neutral-300">{stat.label}</dt>
              <dd className="text-4xl font-bold text-gold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

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
              <ContactItem icon={Mail}>
                {isLoaded ? (
                  <a
                    href={`mailto:${config.contactEmail}`}
                    className="font-medium [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                  >
                    {config.contactEmail}
                  </a>
                ) : (
                  <Skeleton className="h-4 w-40" />
                )}
              </ContactItem>
              <ContactItem icon={Phone}>
                {isLoaded ? (
                  <a
                    href={`tel:${config.contactPhone.replace(/[^\d+]/g, '')}`}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {config.contactPhone}
                  </a>
                ) : (
                  <Skeleton className="h-4 w-32" />
                )}
              </ContactItem>
              <ContactItem icon={MapPin}>
                <span className="font-medium">
                  {config.city}, {config.region}
                </span>
              </ContactItem>
            </ul>
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
