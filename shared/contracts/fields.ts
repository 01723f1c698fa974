import { z } from 'zod';
import { markdownProblem } from '../markdown-limits';

// Requests: the field helpers every request schema builds on.

/**
 * An optional web address. Only http(s): a `javascript:` or `data:` URL stored by one
 * member would run in another member's browser (spec-notes: URL fields).
 */
export const httpUrl = (max = 2048) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Must be an http(s) URL')
    .nullish()
    .transform((v) => (v ? v : null));

/** A scheme the address starts with (`https:`, `javascript:`), if it names one. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An http(s) address with a host that has a dot in it, and no space anywhere. */
function isWebAddress(value: string) {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * An optional web address as people type it (issue 36): `linkedin.com/in/ada` or
 * `www.example.com` mean https, so it is added; an address naming another scheme
 * (`javascript:`, `data:`) is refused, as in `httpUrl`. Blank is null (cleared); left out
 * stays undefined, so an update that does not name the field leaves it as it was.
 */
export const webAddress = (message: string, max = 2048) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' || SCHEME.test(v) ? v : `https://${v}`))
    // Bounded again once "https://" is added: the column holds `max`.
    .refine((v) => v.length <= max, `Must be at most ${max} characters`)
    .refine((v) => v === '' || isWebAddress(v), message)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Optional free text: blank becomes null so the database never stores ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const requiredText = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);

// A member's Markdown whose formatting would cost too much to show (decision 027): the
// member is told what to change, by the same words on the form and from the API.
const withinMarkdownLimits = (value: string, ctx: z.RefinementCtx) => {
  const problem = markdownProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

/** Required Markdown (a post, a reply, a message, a job's description). */
export const requiredMarkdown = (max: number, message: string) =>
  requiredText(max, message).superRefine(withinMarkdownLimits);

/**
 * Markdown that may be blank, kept as typed (trimmed): the About page's prose, where ''
 * means "leave this part out" and null "the standard text" (decision 049).
 */
export const markdownText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).superRefine(withinMarkdownLimits);

/** Optional Markdown (an event's or a resource's description): blank becomes null. */
export const optionalMarkdown = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .superRefine(withinMarkdownLimits)
    .nullish()
    .transform((v) => (v ? v : null));

/** Line breaks and other control characters: none belongs in a name. */
const CONTROL_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
/** "First name must be one line, without line breaks". */
export const oneLineMessage = (label: string) => `${label} must be one line, without line breaks`;

/**
 * A name (a member's first or last name, the community's name): required text on one line.
 * Names reach e-mails (greetings, an invitation's subject), where a line break would let a
 * name add lines of its own — a fake link, a fake signature (issue 33).
 */
export const oneLineText = (max: number, label: string) =>
  requiredText(max, `${label} is required`).refine(
    (v) => !CONTROL_CHARACTERS.test(v),
    oneLineMessage(label),
  );

/** As `oneLineText`, optional: blank becomes null. */
export const optionalOneLineText = (max: number, label: string) =>
  optionalText(max).refine((v) => v === null || !CONTROL_CHARACTERS.test(v), oneLineMessage(label));
