import { accentStyleSheet, DEFAULT_ACCENT } from '../../../shared/accents';
import { ACCENT_STYLE_ID, brandKey, logoFileUrl } from '../../../shared/branding';
import type { Database } from '../../db/client';
import { storedBranding } from './service';

const ICON_LINK = /<link rel="icon"[^>]*>/;
const ROOT = /<html\b/i;

/**
 * The page's head as the community is branded now (decision 050): the accent's style sheet
 * (so the first paint is already in it) and the logo's tab and touch icons in place of the
 * built mark's. What it writes is the presets' colours and addresses the server made,
 * never text anyone typed. Read at each page (one primary-key read, like `/api/config`).
 */
export function brandedPage(db: Database) {
  return async (html: string) => {
    const { accent, logoUrl } = await storedBranding(db);
    // The default needs nothing: the page as built is gold with the built-in mark.
    if (accent === DEFAULT_ACCENT && !logoUrl) return html;
    const sheet = accentStyleSheet(accent);
    let head = sheet
      ? `<style id="${ACCENT_STYLE_ID}" data-accent="${accent}">${sheet}</style>`
      : '';
    // The browser's code compares this with the configuration, and loads nothing when equal.
    let page = html.replace(ROOT, `<html data-brand="${brandKey(logoUrl, accent)}"`);
    if (logoUrl) {
      page = page.replace(
        ICON_LINK,
        `<link rel="icon" type="image/png" sizes="32x32" href="${logoFileUrl(logoUrl, 'icon')}">`,
      );
      head += `<link rel="apple-touch-icon" href="${logoFileUrl(logoUrl, 'touch')}">`;
    }
    const at = page.indexOf('</head>');
    return at < 0 ? page : page.slice(0, at) + head + page.slice(at);
  };
}
