import { newPassword } from '@shared/contracts/users';
import { z } from 'zod';

/**
 * The new password twice. A module of its own: the page downloads it (and zod) apart from
 * its first paint (lazyZodResolver).
 */
export const resetFormSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });
