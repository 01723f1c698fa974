import { z } from 'zod';
import { MAX_INT } from './sql';

/** A serial id in a path: digits only, 1 … 2147483647 (`abc`, `1.5`, `1e3` get a 400, never a 500). */
export const serialId = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive('Must be a positive whole number')
      .max(MAX_INT, 'Must be a positive whole number'),
  );

/** `/:id` for tables with serial ids. */
export const idParams = z.object({ id: serialId });

/** `/:id` for members (text ids). */
export const memberIdParams = z.object({ id: z.string().min(1).max(255) });
