import { z } from 'zod';
import { optionalText, requiredText } from '../fields';

/**
 * The profile form (spec §5). Shared by the Edit Profile form and `PUT /api/auth/user`,
 * so the browser and the server reject the same input with the same words.
 */
export const profileUpdateSchema = z.object({
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
  title: optionalText(200),
  company: optionalText(200),
  phone: optionalText(40),
  bio: optionalText(2000),
  pastCompanies: z
    .array(z.string().max(200))
    .max(20, 'At most 20 past companies')
    .nullish()
    .transform((list) => {
      const kept = (list ?? []).map((c) => c.trim()).filter((c) => c.length > 0);
      return kept.length > 0 ? kept : null;
    }),
  openToConnect: z.boolean().default(false),
  // A stored object (/objects/...) or a web image; anything else could smuggle a script URL.
  // The server also checks that an /objects/ path is the member's own upload.
  profileImageUrl: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => v === '' || v.startsWith('/objects/') || /^https?:\/\/\S+$/i.test(v),
      'Must be an uploaded image or an http(s) URL',
    )
    .nullish()
    .transform((v) => (v === '' ? null : v)),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const signUpSchema = z.object({
  email: z
    .string('Email is required')
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email('Enter a valid email address')),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(200, 'Password must be at most 200 characters'),
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
});
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignIn = z.infer<typeof signInSchema>;
