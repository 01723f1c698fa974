import type { FastifyRequest } from 'fastify';
import { accentStyleSheet, DEFAULT_ACCENT } from '../../../shared/accents';
import { ACCENT_STYLE_ID, brandKey, logoFileUrl } from '../../../shared/branding';
import type { Database } from '../../db/client';
import { keptAnswer } from '../../lib/generations';
import { KeptAnswers } from '../../lib/kept-answers';
import { storedBranding } from './service';

const ICON_LINK = /<link rel="icon"[^>]*>/;
const ROOT = /<html\b/i;

/**
 * The page's head as the community is branded now (decision 050): the accent's style sheet
 * (so the first paint is already in it) and the logo's tab and touch icons in place of the
 * built mark's. What it writes is the presets' colours and addresses the server made,
 * never text anyone typed. Kept until the settings change (decision 045): a member's page
 * costs no statement beyond its session lookup, a visitor's the generation check.
 */
export function brandedPage(db: Database) {
  const kept = new KeptAnswers(1);
  return async (html: string, request?: FastifyRequest) => {
    const { accent, logoUrl } = request
      ? await keptAnswer(db, request, { kept, domain: 'settings', key: 'branding' }, () =>
          storedBranding(db),
        )
      : await storedBranding(db);
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
