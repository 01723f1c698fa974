import { z } from 'zod';
import { MAX_CATCH_UP_MS } from './choices';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/**
 * `GET /api/stream`. `catchUp`: how long ago, in milliseconds, the page's data may have
 * been fetched without a stream open to hear of changes (its boot, or a refused stream's
 * pause). Anything published for the member in that time is caught up with `sync` first.
 */
export const liveStreamQuery = z.object({
  catchUp: z.coerce
    .number('catchUp must be a number of milliseconds')
    .int('catchUp must be a whole number of milliseconds')
    .min(0, 'catchUp must be at least 0')
    .max(MAX_CATCH_UP_MS, `catchUp must be at most ${MAX_CATCH_UP_MS}`)
    .optional(),
});
