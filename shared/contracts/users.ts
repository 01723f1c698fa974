import { z } from 'zod';
import { applicationAnswersSchema, WEBSITE_INVALID } from './application-answers';
import { oneLineText, optionalText, webAddress } from './fields';
import { PASSWORD_MIN, passwordShapeIssue, personalPasswordIssue } from './password-rules';

// Requests: what these endpoints accept (this area has no answer schemas of its own).

export const PHONE_INVALID =
  'Mobile number must be a phone number such as (713) 555-0142 or +44 20 7946 0958';

/**
 * A phone number as people write one: digits with spaces, dots, dashes and brackets, an
 * optional leading `+`, an optional extension (`x12`, `ext. 12`); 7 to 15 digits before the
 * extension (E.164 allows 15). Kept as typed, trimmed.
 */
export const isPlausiblePhone = (value: string) => {
  const match = /^(\+?[\d\s().-]+?)(?:\s*(?:x|ext\.?|extension)\s*(\d{1,6}))?$/i.exec(value.trim());
  if (!match) return false;
  const main = match[1] as string;
  if (!/^\+?[\d(]/.test(main) || (main.match(/\(/g)?.length ?? 0) > 1) return false;
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/**
 * The profile form (spec §5). Shared by the Edit Profile form and `PUT /api/auth/user`,
 * so the browser and the server reject the same input with the same words.
 */
export const profileUpdateSchema = z.object({
  firstName: oneLineText(100, 'First name'),
  lastName: oneLineText(100, 'Last name'),
  title: optionalText(200),
  company: optionalText(200),
  phone: optionalText(40).refine((v) => v === null || isPlausiblePhone(v), PHONE_INVALID),
  bio: optionalText(2000),
  /** LinkedIn or a website: "linkedin.com/in/ada" is taken as https (issue 36). */
  website: webAddress(WEBSITE_INVALID),
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

export { PASSWORD_MIN };
export const PASSWORD_TOO_COMMON =
  'This password is too common. Choose one that is harder to guess.';

/**
 * A new password (sign-up, reset, change). Length is what makes a password strong, so the
 * rule is length, not character classes (NIST SP 800-63B), and no run or repeated key
 * (password-rules.ts). The server also refuses the most common passwords, a list too large
 * for the browser (server/auth/common-passwords.ts), and the member's own name or address.
 */
export const newPassword = z
  .string('Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters')
  .refine((v) => v.trim().length > 0, 'Password cannot be only spaces')
  .superRefine((v, ctx) => {
    const issue = passwordShapeIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

export const emailAddress = z
  .string('Email is required')
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email('Enter a valid email address'));

/** The sign-up form's fields, before the check across them (`signUpSchema`). */
export const signUpFields = z.object({
  email: emailAddress,
  password: newPassword,
  firstName: oneLineText(100, 'First name'),
  lastName: oneLineText(100, 'Last name'),
  /** An application's answers: the server requires them when the join mode asks for them. */
  application: applicationAnswersSchema.optional(),
  /** An invitation link's token: the address is then proven, and the account starts at once. */
  invitation: z.string().min(1).max(200).optional(),
});

/**
 * The password must not contain the name or address typed beside it, said on the password
 * field. A refinement on the whole form: the browser's form adds its fields to
 * `signUpFields` and refines with this too.
 */
export function passwordNotPersonal(
  values: { password: string; firstName: string; lastName: string; email: string },
  ctx: z.RefinementCtx,
) {
  const issue = personalPasswordIssue(values.password, values);
  if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
}

export const signUpSchema = signUpFields.superRefine(passwordNotPersonal);
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Forgot password: the address to send a link to. */
export const passwordResetRequestSchema = z.object({ email: emailAddress });

/** The link's token (from the address's fragment) and the new password. */
export const passwordResetSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
  password: newPassword,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** A link's token alone: checking it before the form, or confirming an address. */
export const tokenSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(200),
});

/** Account page: a new password, proven by the current one. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Account page: a new address (confirmed by a link before it takes effect). */
export const emailChangeSchema = z.object({
  email: emailAddress,
  /** Required when the member has a password here; OIDC members have none. */
  currentPassword: z.string().max(200).optional(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;
