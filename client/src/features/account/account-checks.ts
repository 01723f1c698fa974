import { emailChangeSchema, passwordChangeSchema } from '@shared/contracts/users';
import { z } from 'zod';

// The account forms' checks, in a module of their own: the page downloads them (and zod)
// apart from its first paint (useMutationForm's `schema` loader).

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** The server's rules plus the confirmation, which only the browser needs. */
export const passwordForm = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

/** A member with a password proves it is them before the address moves (the server insists too). */
export const withPassword = emailChangeSchema.extend({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
});

export { emailChangeSchema };
