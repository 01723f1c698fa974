import { z } from 'zod';
import { MAX_SEARCH_TEXT } from './choices';

/**
 * The text a member searches for (`q`), as every search route reads it: 1–200
 * characters once trimmed, and no control characters (they mean nothing to a search,
 * and two of them mark matches in snippets: SNIPPET_START / SNIPPET_STOP).
 */
export const searchText = z
  .string('q is required')
  .trim()
  .min(1, 'q must not be empty')
  .max(MAX_SEARCH_TEXT, `q must be at most ${MAX_SEARCH_TEXT} characters`)
  .refine((text) => !/\p{Cc}/u.test(text), 'q must not contain control characters');
