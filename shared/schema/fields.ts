import { z } from 'zod';

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
