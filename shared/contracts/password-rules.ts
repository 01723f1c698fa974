// Requests: what these endpoints accept (this area has no answer schemas of its own).
// No zod here: forms show these rules with their first paint and check them later.

/** The shortest password accepted. */
export const PASSWORD_MIN = 10;

/**
 * Passwords that are long enough yet guessed first: one key held down, a run along the
 * keyboard or the alphabet, the member's own name or address. Small explicit checks with a
 * message each (the member learns what to change), shared by the browser's forms and the
 * server. The common-password list is the server's alone (server/auth/common-passwords.ts).
 */

export const PASSWORD_ONE_CHARACTER = 'Password must not be one repeated character';
export const PASSWORD_SEQUENCE = 'Password must not be a keyboard or alphabet sequence';
export const PASSWORD_HAS_NAME = 'Password must not contain your name';
export const PASSWORD_HAS_EMAIL = 'Password must not contain your e-mail address';

/**
 * Runs a password may not be, read either way and round the end ("7890123", "zyxw"): the
 * alphabet, the digits, and keyboard rows (QWERTY with and without punctuation, AZERTY,
 * QWERTZ) and QWERTY's columns, each row leading on to the next ("qwertyuiopasdf").
 */
const RUNS = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  "`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./",
  '1234567890qwertyuiopasdfghjklzxcvbnm',
  '1234567890azertyuiopqsdfghjklmwxcvbn',
  '1234567890qwertzuiopasdfghjklyxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  'qazwsxedcrfvtgbyhnujmikolp',
];

const reversed = (text: string) => [...text].reverse().join('');

/** Whether the whole of `password` (lower case, at least 3 characters) is one run. */
function isRun(password: string) {
  if (password.length < 3) return false;
  return RUNS.some((run) =>
    [run, reversed(run)].some((way) =>
      way.repeat(Math.ceil(password.length / way.length) + 1).includes(password),
    ),
  );
}

/** What is wrong with the password's shape alone, or null: for every form that sets one. */
export function passwordShapeIssue(password: string): string | null {
  const text = password.toLowerCase();
  // A blank password has its own message ("cannot be only spaces").
  if (text.trim() === '') return null;
  if (new Set(text).size === 1) return PASSWORD_ONE_CHARACTER;
  if (isRun(text)) return PASSWORD_SEQUENCE;
  return null;
}

/** Whom a password belongs to, as far as the form or the server knows. */
export interface PasswordOwner {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Lower case, accents off, letters and digits only: "Zoë O'Neil" reads "zoeoneil". */
const bare = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The member's name (each part of the first and last name of 3 letters or more) or their
 * address's local part (before any `+tag`) inside the password, or null. Separators and
 * case do not hide them: "Ann.Lee-2024!" contains "lee".
 */
export function personalPasswordIssue(password: string, owner: PasswordOwner): string | null {
  const text = bare(password);
  const nameParts = [owner.firstName, owner.lastName]
    .flatMap((name) => (name ?? '').split(/[^\p{L}\p{M}'’]+/u))
    .map(bare)
    .filter((part) => part.length >= 3);
  if (nameParts.some((part) => text.includes(part))) return PASSWORD_HAS_NAME;
  const local = bare((owner.email ?? '').split('@')[0]?.split('+')[0] ?? '');
  if (local.length >= 3 && text.includes(local)) return PASSWORD_HAS_EMAIL;
  return null;
}
