import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { useSignOut } from '@/features/auth/api';
import { ConfirmEmailBanner } from '@/features/auth/confirm-email-banner';
import { MessagesLink } from '@/features/messages/messages-link';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { SearchLauncher } from '@/features/search';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/lib/config';
import { cn } from '@/lib/utils';
import { preloadPage } from './member-pages';
import { isActivePath, NAV_LINKS } from './nav';
import { UserMenuSlot } from './user-menu-slot';

function DesktopNav({ location }: { location: string }) {
  return (
    // Shown from 54rem, not md (48rem): between them the eight links, the envelope, the bell
    // and the user menu do not fit in one row, and the bar overflowed.
    <nav aria-label="Main" className="hidden shrink-0 min-[54rem]:block">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {NAV_LINKS.map((link) => {
          const active = isActivePath(link.href, location);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                onPointerEnter={() => preloadPage(link.href)}
                onFocus={() => preloadPage(link.href)}
                className={cn(
                  'block rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3',
                  active
                    ? 'bg-gold text-ink'
                    : 'text-neutral-200 hover:bg-white/10 hover:text-white',
                )}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MobileMenu({
  id,
  location,
  onNavigate,
}: {
  id: string;
  location: string;
  onNavigate: () => void;
}) {
  const signOut = useSignOut();
  const itemClass =
    'block rounded-md px-3 py-3 text-base font-medium text-neutral-200 hover:bg-white/10 hover:text-white';
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-white/10 bg-ink min-[54rem]:hidden">
      <ul className="flex flex-col gap-1 px-4 py-3">
        {NAV_LINKS.map((link) => {
          const active = isActivePath(link.href, location);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={onNavigate}
                onFocus={() => preloadPage(link.href)}
                onPointerDown={() => preloadPage(link.href)}
                aria-current={active ? 'page' : undefined}
                className={cn(itemClass, active && 'bg-gold text-ink hover:bg-gold hover:text-ink')}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
        <li className="mt-2 border-t border-white/10 pt-2">
          <Link href="/profile" onClick={onNavigate} className={itemClass}>
            Edit Profile
          </Link>
        </li>
        <li>
          <Link href="/saved" onClick={onNavigate} className={itemClass}>
            Saved
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
            className={cn(itemClass, 'w-full text-left disabled:opacity-60')}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** The signed-in frame: fixed top bar, main content, 'Powered by' footer (spec §2). */
export function PageFrame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { config, isLoaded } = useConfig();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A route change (back/forward included) closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="surface-ink fixed inset-x-0 top-0 z-40 bg-ink shadow-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
          {/* The community's name gives way first (truncated, down to the mark), well ahead of
              the user menu's name: its shrink weight is a hundred times theirs. */}
          <Link
            href="/"
            className="min-w-9 shrink-[100] rounded-md"
            aria-label={`${config.communityName} home`}
          >
            <Logo
              name={config.communityName}
              logoUrl={config.logoUrl}
              className="[&>span:last-child]:hidden xl:[&>span:last-child]:inline"
            />
          </Link>
          <DesktopNav location={location} />
          {/* min-w-0: a long name in the user menu gives way (truncated), not the bar's width. */}
          <div className="flex min-w-0 items-center gap-1">
            <SearchLauncher />
            <MessagesLink active={isActivePath('/messages', location)} />
            <NotificationBell active={isActivePath('/notifications', location)} />
            <UserMenuSlot user={user} />
            <button
              type="button"
              aria-label="Toggle menu"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10 min-[54rem]:hidden"
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <MobileMenu id={menuId} location={location} onNavigate={() => setMenuOpen(false)} />
        ) : null}
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <ConfirmEmailBanner />
        {children}
      </main>
      <footer className="surface-ink border-t border-white/10 bg-ink">
        <div className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-neutral-300 sm:px-6">
          {isLoaded ? <p>Powered by {config.poweredBy}</p> : <p aria-hidden="true">&nbsp;</p>}
        </div>
      </footer>
    </div>
  );
}
