import { z } from 'zod';
import { optionalText, requiredText, webAddress } from './fields';

// Requests: what these endpoints accept (this area has no answer schemas of its own).

export const REASON_MAX = 1000;
export const REASON_REQUIRED = 'Tell us why you want to join';
export const WEBSITE_INVALID =
  'Enter your LinkedIn or website address, such as linkedin.com/in/your-name';

/**
 * An application's answers (approval mode): shared by the sign-up form, an OIDC member's
 * application page and the server, so both refuse the same input with the same words.
 */
export const applicationAnswersSchema = z.object({
  company: optionalText(200),
  title: optionalText(200),
  // http(s) only: the admins open it from the queue. "https://" is added when left out.
  website: webAddress(WEBSITE_INVALID),
  reason: requiredText(REASON_MAX, REASON_REQUIRED).max(
    REASON_MAX,
    `At most ${REASON_MAX.toLocaleString('en-US')} characters`,
  ),
});
export type ApplicationAnswers = z.infer<typeof applicationAnswersSchema>;
