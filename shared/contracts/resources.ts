import { z } from 'zod';
import { RESOURCE_TYPES } from './choices';
import { memberSummary, moderatedPermissions, timestamp, type Wire } from './common';
import { optionalMarkdown, requiredText } from './fields';
import { reportable } from './reports';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

export { RESOURCE_TYPES } from './choices';

export const LINK_OR_FILE_REQUIRED = 'Add a link or upload a file';
export const LINK_INVALID = 'Enter a web address such as https://sba.gov';
export const LINK_SCHEME = 'Only http:// and https:// links can be shared';
export const DURATION_INVALID = 'Duration must look like 1h 30m, 45m or 12:30';

/** A file uploaded through this app: its upload address or `/objects/` path (relative). */
const UPLOADED = /^\/(?:objects|api\/objects)\//;
/** A scheme before the colon (`javascript:`, `mailto:`), not a host's port (`sba.gov:8080`). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/**
 * A shared link as members type it: `sba.gov` and `www.sba.gov/loans` become
 * `https://sba.gov`…; http and https links stay; any other scheme is refused, and so is
 * anything that is not a web address with a dotted host name. Uploaded files pass as they are.
 */
export function normaliseLink(
  input: string,
): { ok: true; url: string } | { ok: false; message: string } {
  const value = input.trim();
  if (UPLOADED.test(value)) return { ok: true, url: value };
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https') return { ok: false, message: LINK_SCHEME };
  // `//host/…` and `/path` are addresses relative to some page, not something a member
  // types for another site: refused like every other address field does.
  if (/\s/.test(value) || value.startsWith('/')) return { ok: false, message: LINK_INVALID };
  const withScheme = scheme ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: LINK_INVALID };
  }
  const host = url.hostname;
  const dotted = /^(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*\.?$/i.test(host) || /^\[.*\]$/.test(host);
  const ip = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host);
  if (!(dotted || ip) || url.username || url.password) {
    return { ok: false, message: LINK_INVALID };
  }
  // Typed without a scheme: keep what the member wrote after it (no trailing slash added).
  return { ok: true, url: scheme ? value : withScheme };
}

const HMS =
  /^(?:(\d{1,2})\s*h(?:rs?|ours?)?)?\s*(?:(\d{1,3})\s*m(?:in(?:ute)?s?)?)?\s*(?:(\d{1,2})\s*s(?:ec(?:ond)?s?)?)?$/i;
const CLOCK = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/;

/**
 * A video's running time, typed as `1h 30m`, `45m`, `90m`, `1h`, `12m 30s`, `12:30` (minutes
 * and seconds) or `1:05:00` (hours, minutes, seconds), and kept in one form: `1h 30m`,
 * `45m`, `12m 30s`. Null when it is not a duration.
 */
export function normaliseDuration(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  let h = 0;
  let m = 0;
  let s = 0;
  const clock = CLOCK.exec(value);
  const units = clock ? null : HMS.exec(value);
  if (clock) {
    h = Number(clock[1] ?? 0);
    m = Number(clock[2]);
    s = Number(clock[3]);
    if ((clock[1] !== undefined && m > 59) || s > 59) return null;
  } else if (units && (units[1] || units[2] || units[3])) {
    h = Number(units[1] ?? 0);
    m = Number(units[2] ?? 0);
    s = Number(units[3] ?? 0);
    if (s > 59 || (units[1] !== undefined && m > 59)) return null;
  } else {
    return null;
  }
  const total = h * 3600 + m * 60 + s;
  if (total === 0 || total >= 100 * 3600) return null;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`]
    .filter(Boolean)
    .join(' ');
}

/**
 * Share/Edit Resource dialog (spec §5): title, type and category required; a link or an
 * uploaded file required too, so every card's button opens something (decision 010).
 */
export const resourceFormSchema = z
  .object({
    title: requiredText(200, 'Title is required'),
    type: z.enum(RESOURCE_TYPES, { error: 'Type is required' }),
    description: optionalMarkdown(5000),
    // A web address, or a file uploaded through this app (its upload address or /objects/ path).
    url: z
      .string(LINK_OR_FILE_REQUIRED)
      .trim()
      .min(1, LINK_OR_FILE_REQUIRED)
      .max(2048, 'Must be at most 2048 characters')
      .transform((v, ctx) => {
        const link = normaliseLink(v);
        if (link.ok) return link.url;
        ctx.addIssue({ code: 'custom', message: link.message });
        return z.NEVER;
      }),
    duration: z
      .string()
      .trim()
      .max(40, 'Must be at most 40 characters')
      .nullish()
      .transform((v) => (v ? v : null)),
    categoryId: z.coerce
      .number({ error: 'Category is required' })
      .int('Category is required')
      .positive('Category is required')
      .max(2_147_483_647, 'Category not found'),
  })
  // A video's duration must read as one; checked even while other fields are wrong, so the
  // dialog shows every problem at once.
  .refine((r) => r.type !== 'video' || r.duration === null || normaliseDuration(r.duration), {
    path: ['duration'],
    message: DURATION_INVALID,
    // Only when there is an object whose type and duration parsed (never on a missing body).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !(payload.issues ?? []).some(
        (i) => !i.path?.length || i.path[0] === 'type' || i.path[0] === 'duration',
      ),
  })
  // Duration is asked only for videos (spec §4); anything sent for other types is dropped.
  .transform((r) => ({
    ...r,
    duration: r.type === 'video' && r.duration ? normaliseDuration(r.duration) : null,
  }));
export type ResourceForm = z.input<typeof resourceFormSchema>;

// Responses: what these endpoints answer.

/** `GET /api/resource-categories`: a category with how many resources it holds. */
export const resourceCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  resourceCount: z.number(),
});
export type ResourceCategory = Wire<typeof resourceCategory>;

/** A resource as every resource route answers it (spec §3: uploader and category embedded). */
export const resource = z.object({
  id: z.number(),
  title: z.string(),
  /** document | video | link | template; anything else gets the generic icon. */
  type: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  fileSize: z.number().nullable(),
  /** For an uploaded file, the name it downloads as (`Loan checklist.docx`); null for a link. */
  fileName: z.string().nullable(),
  duration: z.string().nullable(),
  categoryId: z.number(),
  uploadedBy: z.string(),
  isPublic: z.boolean(),
  downloadCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
  uploader: memberSummary.nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  ...moderatedPermissions,
  ...reportable,
});
export type ResourceItem = Wire<typeof resource>;

/** What recording a download answers: where to go and the new count. */
export const download = z.object({ url: z.string().nullable(), downloadCount: z.number() });
