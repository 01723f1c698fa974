// Where a community's logo is served (decision 050), for the server that serves it and the
// browser that names it in the page's head. Plain code, no zod.

/**
 * The `id` of the `<style>` element that carries a chosen accent in the page's head; its
 * `data-accent` names the preset (no element: the default).
 */
export const ACCENT_STYLE_ID = 'accent-theme';

/**
 * What the page shows, in the root element's `data-brand`: the accent, then the logo's
 * address if any (`gold ` is the page as built).
 */
export const brandKey = (logoUrl: string | null, accent: string) => `${accent} ${logoUrl ?? ''}`;

/** The three sizes kept of an uploaded logo. */
export const LOGO_SIZES = ['logo', 'icon', 'touch'] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

/** Longest side of each size: the top bar's and mails' mark, the tab's icon, the touch icon. */
export const LOGO_PIXELS: Record<LogoSize, number> = { logo: 256, icon: 32, touch: 180 };

/** A logo's other sizes sit beside it: `/branding/logo-<id>.png` → `/branding/icon-<id>.png`. */
export const logoFileUrl = (logoUrl: string, size: LogoSize) =>
  logoUrl.replace('/branding/logo-', `/branding/${size}-`);

// Literals, not `new RegExp(…)`: the browser's bundle drops what it does not use of this file.
const STORED =
  /^\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(logo|icon|touch)$/;
const SERVED =
  /^(logo|icon|touch)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.png$/;

/** The stored object path of a logo's size (`/objects/uploads/<id>-logo`) → its public address. */
export function logoUrlOf(storedPath: string | null | undefined): string | null {
  const match = storedPath ? STORED.exec(storedPath) : null;
  return match ? `/branding/${match[2]}-${match[1]}.png` : null;
}

/** A public file name (`icon-<id>.png`) → its size and stored object path; null for anything else. */
export function storedLogoOf(fileName: string): { size: LogoSize; path: string } | null {
  const match = SERVED.exec(fileName);
  if (!match) return null;
  return { size: match[1] as LogoSize, path: `/objects/uploads/${match[2]}-${match[1]}` };
}
