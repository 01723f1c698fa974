import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LogoMark } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { useConfig } from '@/lib/config';
import { formAlertText } from './server-error';

/**
 * The frame of the account pages outside the member frame (sign in, forgot password,
 * reset, confirm an address): the ink page, a way home, the logo, the page's heading and
 * its card.
 */
export function AuthLayout({
  heading,
  intro,
  children,
}: {
  heading: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { config } = useConfig();
  return (
    <div className="surface-ink flex min-h-screen flex-col bg-ink">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6">
        <Link
          href="/"
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-neutral-300 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center"
      >
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center text-center">
            {/* The heading below names the page; the logo is the community's picture. */}
            {config.logoUrl ? (
              <img
                src={config.logoUrl}
                alt={config.communityName}
                className="h-14 w-auto max-w-48"
              />
            ) : (
              <LogoMark className="size-14 rounded-[7px] ring-1 ring-gold/50" />
            )}
            <h1 className="mt-4 text-2xl font-bold text-white">{heading}</h1>
            {intro ? <p className="mt-2 text-sm text-neutral-300">{intro}</p> : null}
          </div>
          <div className="rounded-xl border-t-4 border-t-gold bg-card p-5 text-card-foreground shadow-2xl sm:p-8">
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}

/** A server's refusal under a form, or a page's failure: announced as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive-text"
    >
      {children}
    </div>
  );
}

/** An account form's refusal, unless it is all on the form's fields. */
export function FormError({ error }: { error: unknown }) {
  const text = formAlertText(error);
  return text ? <FormAlert>{text}</FormAlert> : null;
}

/** A link inside the card, in the site's link style. */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="font-medium text-gold-text underline underline-offset-2 hover:no-underline"
    >
      {children}
    </Link>
  );
}
