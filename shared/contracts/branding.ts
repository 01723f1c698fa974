import { z } from 'zod';
import { ACCENT_NAMES, ACCENTS } from '../accents';
import type { Wire } from './common';

// Requests: what the console's Branding section sends (decision 050).

const ACCENT_CHOICES = ACCENT_NAMES.map((name) => ACCENTS[name].label).join(', ');

/** `PUT /api/admin/settings/branding`: the accent, one of the presets by name. */
export const brandingSchema = z.object({
  accent: z.enum(ACCENT_NAMES, `Choose one of the accent colours: ${ACCENT_CHOICES}`),
});
export type BrandingInput = z.input<typeof brandingSchema>;

/**
 * `PUT /api/admin/settings/branding/logo`: the address an image was uploaded to (the
 * shared upload widget's), which the server reads, resizes and keeps as the logo.
 */
export const brandingLogoSchema = z.object({
  imageURL: z.string('imageURL is required').trim().min(1, 'imageURL is required').max(4096),
});

// Responses:

/** The community's branding as the console and `/api/config` show it. */
export const branding = z.object({
  /** The logo for the top bar and mails (`/branding/logo-….png`); null: the built-in mark. */
  logoUrl: z.string().nullable(),
  accent: z.enum(ACCENT_NAMES),
});
export type Branding = Wire<typeof branding>;
