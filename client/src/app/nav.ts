/** The eight links of the signed-in top bar (spec §2 Page frame), from the route table. */
export { NAV_LINKS } from '@shared/routes';

/** '/' is active only on an exact match; every other link on its path prefix. */
export function isActivePath(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
