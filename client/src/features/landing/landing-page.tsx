import { Briefcase, Calendar, CheckCircle2, MessagesSquare, Users } from 'lucide-react';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfig } from '@/lib/config';

/** Sign In opens the sign-in flow (spec §2); */
const LOGIN_URL = '/api/login';
/** Get Started and Become a member open it at "create an account". */
const JOIN_URL = '/api/login?signup=1';

const FEATURES = [
  {
    icon: Calendar,
    title: 'Event Calendar',
    description: 'Manage and attend professional events and workshops.',
  },
  {
    icon: MessagesSquare,
    title: 'Discussions',
    description: 'Join conversations with your peers.',
  },
  {
    icon: Briefcase,
    title: 'Job Board',
    description: 'Discover and post opportunities.',
  },
  {
    icon: Users,
    title: 'Member Directory',
    description: 'Connect with fellow professionals.',
  },
] as const;

const BENEFITS = [
  'Network with industry leaders',
  'Access exclusive resources',
  'Discover new opportunities',
  'Collaborate on projects',
] as const;

export function LandingPage() {
  const { config, isLoaded } = useConfig();
  const year = new Date().getFullYear();
  // Invite-only: joining starts from an invitation's link, so there is no door to show.
  const joinable = config.joinMode !== 'invite-only';

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="surface-ink sticky top-0 z-40 bg-ink shadow-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          <Logo
            name={config.communityName}
            logoUrl={config.logoUrl}
            className="min-w-0 [&>span:last-child]:sr-only sm:[&>span:last-child]:not-sr-only"
          />
          <nav aria-label="Account" className="flex shrink-0 items-center gap-2">
            <Button asChild variant="outlineGold" size="sm">
              <a href={LOGIN_URL}>Sign In</a>
            </Button>
            {joinable ? (
              <Button asChild size="sm">
                <a href={JOIN_URL}>Get Started</a>
              </Button>
            ) : null}
          </nav>
        </div>
      </header>

      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <section className="surface-ink bg-ink text-white" aria-labelledby="welcome-heading">
          <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-gold uppercase">
              {config.city}, {config.region}
            </p>
            <h1
              id="welcome-heading"
              className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              Welcome to <span className="text-gold">{config.communityName}</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-neutral-300">
              The private community where {config.city}&apos;s business leaders and entrepreneurs
              meet, share what they know and build what comes next.
            </p>
            {joinable ? (
              <div className="mt-10 flex flex-wrap justify-center gap-3">
                <Button asChild size="lg">
                  <a href={JOIN_URL}>Get Started</a>
                </Button>
              </div>
            ) : null}
          </div>
        </section>

        <section aria-labelledby="features-heading" className="py-16 sm:py-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2
              id="features-heading"
              className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
            >
              Platform Features
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
              Everything a member needs to meet, learn and grow — in one place.
            </p>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map(({ icon: Icon, title, description }) => (
                <li key={title}>
                  <Card className="h-full border-t-4 border-t-gold">
                    <CardHeader>
                      <span className="mb-2 flex size-12 items-center justify-center rounded-lg bg-gold text-ink">
                        <Icon className="size-6" aria-hidden="true" />
                      </span>
                      <CardTitle>{title}</CardTitle>
                      <CardDescription className="text-base">{description}</CardDescription>
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="about-heading" className="border-y bg-card py-16 sm:py-20">
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
            <div>
              <h2 id="about-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
                About {config.communityName}
              </h2>
              {/* The admins' opening lines of the About page, else the landing's own (decision 049). */}
              <p className="mt-6 text-lg whitespace-pre-line text-muted-foreground">
                {config.aboutText ??
                  `${config.communityName} brings together the founders, executives and builders who drive ${config.city}'s economy. Members meet at workshops and dinners, trade advice in focused discussions, share openings on the job board and find the right person to call in the member directory.`}
              </p>
              <p className="mt-4 text-lg text-muted-foreground">
                Everything beyond this page is for signed-in members only, so every conversation
                stays among peers.
              </p>
            </div>

            <section
              className="surface-ink rounded-2xl bg-ink p-8 text-white shadow-xl ring-1 ring-gold/30"
              aria-labelledby="join-heading"
            >
              <h2 id="join-heading" className="text-2xl font-bold text-gold">
                Join Our Community
              </h2>
              <ul className="mt-6 space-y-4">
                {BENEFITS.map((benefit) => (
                  <li key={benefit} className="flex items-center gap-3 text-lg">
                    <CheckCircle2 className="size-6 shrink-0 text-gold" aria-hidden="true" />
                    <span>{benefit}</span>
                  </li>
                ))}
              </ul>
              {joinable ? (
                <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
                  <a href={JOIN_URL}>Become a member</a>
                </Button>
              ) : (
                <p className="mt-8 text-lg text-neutral-300">
                  Membership is by invitation: a member can invite you.
                </p>
              )}
            </section>
          </div>
        </section>
      </main>

      <footer className="surface-ink bg-ink text-neutral-300">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-8 text-center text-sm sm:px-6">
          <p>
            © {year} {config.communityName}. All rights reserved.
          </p>
          {isLoaded ? <p>Powered by {config.poweredBy}</p> : null}
        </div>
      </footer>
    </div>
  );
}
