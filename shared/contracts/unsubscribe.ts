import { z } from 'zod';
import { NOTIFICATION_TYPES } from './choices';

/**
 * `GET|POST /api/notifications/unsubscribe?token=…` (decision 025): what the link turns off.
 * GET only describes it (link scanners fetch GETs); POST turns it off. `about` completes "You
 * will no longer get e-mails about …"; `types` are the types now off.
 */
export const unsubscribeAnswer = z.object({
  kind: z.enum([...NOTIFICATION_TYPES, 'digest']),
  about: z.string(),
  types: z.array(z.enum(NOTIFICATION_TYPES)),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

/** The link's query: the signed token, nothing else. */
export const unsubscribeQuery = z.object({
  token: z.string('The unsubscribe link has no token').min(1).max(1000),
});
