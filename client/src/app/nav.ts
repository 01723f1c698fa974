/** The eight links of the signed-in top bar (spec §2 Page frame). */
export const NAV_LINKS = [
  { href: '/', label: 'Dashboard' },
  { href: '/calendar', label: 'Calendar' },
  { href: '/discussions', label: 'Discussions' },
  { href: '/members', label: 'Members' },
  { href: '/jobs', label: 'Jobs' },
  { href: '/resources', label: 'Resources' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/about', label: 'About' },
] as const;

/** '/' is active only on an exact match; every other link on its path prefix. */
export function isActivePath(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
