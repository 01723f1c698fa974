import { z } from 'zod';
import { type AboutFigure, MAX_ABOUT_FIGURES } from './choices';
import { memberSummary, type Wire } from './common';
import { CONTACT_PHONE_INVALID } from './community';
import { markdownText, oneLineText } from './fields';
import { isPlausiblePhone } from './users';

// Requests: what the console's About page section sends (decision 049).

/** At most this many core values (one row of three on a wide screen). */
export const MAX_ABOUT_VALUES = 3;
/** At most this many people on the leadership team. */
export const MAX_ABOUT_LEADERS = 6;

/**
 * Each part of the About page is null for the standard text (the spec's, naming the
 * community's city), '' or an empty list to leave it out, or the admins' own. Left out of
 * the request is null.
 */
const part = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v === undefined ? null : v));

const aboutValue = z.object({
  title: oneLineText(60, 'Value title'),
  text: markdownText(600).min(1, 'Say what this value means'),
});

const aboutLeader = z.object({
  /** A member picked from the directory: their photo and name show, and link to them. */
  memberId: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .nullish()
    .transform((v) => v ?? null),
  /** Written in; for a picked member, what shows if they leave the community. */
  name: oneLineText(100, 'Name'),
  role: z.string().trim().max(100, 'Must be at most 100 characters'),
  bio: markdownText(1000),
});

const aboutFigure = z
  .object({
    value: z.string().trim().max(12, 'At most 12 characters'),
    label: z.string().trim().max(40, 'At most 40 characters'),
  })
  .superRefine((row, ctx) => {
    if (row.value && !row.label)
      ctx.addIssue({ code: 'custom', path: ['label'], message: 'Give this figure a label' });
    if (row.label && !row.value)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Give this figure a number' });
  });

export const FIGURE_MODES = ['written', 'live'] as const;
export type FigureMode = (typeof FIGURE_MODES)[number];

export const aboutPageSchema = z.object({
  /** The header's opening lines (plain text). */
  intro: part(z.string().trim().max(1000, 'Must be at most 1000 characters')),
  mission: part(markdownText(2000)),
  vision: part(markdownText(2000)),
  values: part(z.array(aboutValue).max(MAX_ABOUT_VALUES, `At most ${MAX_ABOUT_VALUES} values`)),
  leaders: part(z.array(aboutLeader).max(MAX_ABOUT_LEADERS, `At most ${MAX_ABOUT_LEADERS} people`)),
  /** `live`: the community's own counts, read when the page is; `written`: `figures`. */
  figureMode: z.enum(FIGURE_MODES, 'Choose written or live figures').default('written'),
  /** Rows left blank are dropped. */
  figures: part(
    z
      .array(aboutFigure)
      .max(MAX_ABOUT_FIGURES, `At most ${MAX_ABOUT_FIGURES} figures`)
      .transform((rows) => rows.filter((row) => row.value && row.label)),
  ),
  contactEmail: part(
    z
      .string()
      .trim()
      .max(320)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address'),
  ),
  contactPhone: part(
    z
      .string()
      .trim()
      .max(40)
      .refine((v) => v === '' || isPlausiblePhone(v), CONTACT_PHONE_INVALID),
  ),
  contactLocation: part(z.string().trim().max(200, 'Must be at most 200 characters')),
});
export type AboutPageInput = z.input<typeof aboutPageSchema>;
export type AboutPageSettings = z.output<typeof aboutPageSchema>;

/** Every part the standard text: a fresh install, and what "Use the standard texts" puts back. */
export const STANDARD_ABOUT_SETTINGS: AboutPageSettings = {
  intro: null,
  mission: null,
  vision: null,
  values: null,
  leaders: null,
  figureMode: 'written',
  figures: null,
  contactEmail: null,
  contactPhone: null,
  contactLocation: null,
};

// Responses: what they answer (the browser takes only their types).

const figure = z.object({ value: z.string(), label: z.string() });
const value = z.object({ title: z.string(), text: z.string() });
const leader = z.object({
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  /** The member picked from the directory, as they are now; null for a written entry. */
  member: memberSummary.nullable(),
});

/**
 * `GET /api/about`: the page as members see it, every standard text filled in; a part the
 * admins left out is null (a text) or empty (a list), and the page leaves it out.
 */
export const aboutPage = z.object({
  intro: z.string().nullable(),
  mission: z.string().nullable(),
  vision: z.string().nullable(),
  values: z.array(value),
  leaders: z.array(leader),
  figures: z.array(figure),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
  }),
});
export type AboutPage = Wire<typeof aboutPage>;
export type AboutLeader = AboutPage['leaders'][number];

const storedLeader = z.object({
  memberId: z.string().nullable(),
  name: z.string(),
  role: z.string(),
  bio: z.string(),
});

/**
 * `GET`/`PUT /api/admin/settings/about`: what the admins chose (null where they kept the
 * standard text) and the standard texts themselves, which the form starts from.
 */
export const aboutPageSettings = z.object({
  settings: z.object({
    intro: z.string().nullable(),
    mission: z.string().nullable(),
    vision: z.string().nullable(),
    values: z.array(value).nullable(),
    leaders: z.array(storedLeader).nullable(),
    figureMode: z.enum(FIGURE_MODES),
    figures: z.array(figure).nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    contactLocation: z.string().nullable(),
  }),
  defaults: z.object({
    intro: z.string(),
    mission: z.string(),
    vision: z.string(),
    values: z.array(value),
    leaders: z.array(storedLeader),
    figures: z.array(figure),
    contactEmail: z.string(),
    contactPhone: z.string(),
    contactLocation: z.string(),
  }),
});
export type AboutPageAnswer = Wire<typeof aboutPageSettings>;
export type StoredAboutLeader = z.infer<typeof storedLeader>;
export type { AboutFigure };
