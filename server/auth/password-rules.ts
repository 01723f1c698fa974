import {
  type PasswordOwner,
  passwordShapeIssue,
  personalPasswordIssue,
} from '../../shared/contracts/password-rules';
import { PASSWORD_TOO_COMMON } from '../../shared/contracts/users';
import { badRequest } from '../lib/http-error';
import { isCommonPassword } from './common-passwords';

/** A refused password: 400 with the rule's words, on the form's password field. */
const refuse = (message: string, field: string) => badRequest(message, [{ path: field, message }]);

/**
 * The rules a new password meets on every path that sets one (sign-up, reset, change),
 * checked before it is hashed: the shape rules the forms also check (no repeated key, no
 * run), then the common-password list, which only the server holds.
 */
export function refuseWeakPassword(password: string, field = 'password') {
  const issue =
    passwordShapeIssue(password) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : null);
  if (issue) throw refuse(issue, field);
}

/**
 * The password must not contain the member's own name or address. Sign-up checks the
 * names typed beside it; reset and change the member's as stored.
 */
export function refusePersonalPassword(password: string, owner: PasswordOwner, field = 'password') {
  const issue = personalPasswordIssue(password, owner);
  if (issue) throw refuse(issue, field);
}
