/**
 * Name and avatar fallbacks (spec §2). Pure functions over the few fields they need,
 * so every screen that shows a person uses the same rules.
 */
export interface PersonLike {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** A removed member (decision 022): every name rule below says "Former member". */
  former?: boolean;
}

/** What a removed member's posts show in place of their name (decision 022). */
export const FORMER_MEMBER = 'Former member';

const clean = (value: string | null | undefined): string => (value ?? '').trim();

function fullName(person: PersonLike | null | undefined): string {
  return [clean(person?.firstName), clean(person?.lastName)].filter(Boolean).join(' ');
}

/** Avatar text: initials, else the e-mail's first letter, else 'U'. */
export function userInitials(person: PersonLike | null | undefined): string {
  const initials = [clean(person?.firstName), clean(person?.lastName)]
    .filter(Boolean)
    .map((part) => part.charAt(0))
    .join('');
  if (initials) return initials.toUpperCase();
  const email = clean(person?.email);
  if (email) return email.charAt(0).toUpperCase();
  return 'U';
}

/** The user menu's name: full name, else e-mail, else 'User'. */
export function displayName(person: PersonLike | null | undefined): string {
  if (person?.former) return FORMER_MEMBER;
  return fullName(person) || clean(person?.email) || 'User';
}

/** 'Welcome back, …': first name, else the e-mail's local part capitalised, else 'Member'. */
export function welcomeName(person: PersonLike | null | undefined): string {
  const first = clean(person?.firstName);
  if (first) return first;
  const local = clean(person?.email).split('@')[0] ?? '';
  if (local) return local.charAt(0).toUpperCase() + local.slice(1);
  return 'Member';
}

/** An author in an activity list: full name, else e-mail, else 'Someone'. */
export function authorName(person: PersonLike | null | undefined): string {
  if (person?.former) return FORMER_MEMBER;
  return fullName(person) || clean(person?.email) || 'Someone';
}

/** An author's avatar text: first letter of the first name, else 'U'. */
export function authorInitial(person: PersonLike | null | undefined): string {
  const first = clean(person?.firstName);
  return first ? first.charAt(0).toUpperCase() : 'U';
}
