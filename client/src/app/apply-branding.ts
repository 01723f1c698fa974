import { accentStyleSheet, isAccentName } from '@shared/accents';
import { ACCENT_STYLE_ID, logoFileUrl } from '@shared/branding';

/** The `<link>` in the head with this `rel`, made if the page has none. */
function headLink(rel: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

/** The tab's and touch icons: the logo's sizes, or the built mark (client/public/favicon.svg). */
function showIcons(logoUrl: string | null) {
  const icon = headLink('icon');
  icon.type = logoUrl ? 'image/png' : 'image/svg+xml';
  icon.href = logoUrl ? logoFileUrl(logoUrl, 'icon') : '/favicon.svg';
  if (logoUrl) headLink('apple-touch-icon').href = logoFileUrl(logoUrl, 'touch');
  else document.head.querySelector('link[rel="apple-touch-icon"]')?.remove();
}

/** The accent's style sheet over the theme's own; none for the default. */
function showAccent(accent: string) {
  if (!isAccentName(accent)) return;
  const sheet = accentStyleSheet(accent);
  const style = document.getElementById(ACCENT_STYLE_ID);
  if (!sheet) {
    style?.remove();
    return;
  }
  const element = style ?? document.head.appendChild(document.createElement('style'));
  element.id = ACCENT_STYLE_ID;
  element.dataset.accent = accent;
  element.textContent = sheet;
}

/** Makes the page show the community's branding as the configuration says now (`brand`). */
export function applyBranding(logoUrl: string | null, accent: string, brand: string) {
  showIcons(logoUrl);
  showAccent(accent);
  document.documentElement.dataset.brand = brand;
}
