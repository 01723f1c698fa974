import { describe, expect, it } from 'vitest';
import { authorInitial, authorName, displayName, userInitials, welcomeName } from './names';

const full = { firstName: 'Maya', lastName: 'Patel', email: 'maya@example.com' };
const emailOnly = { firstName: null, lastName: '  ', email: 'jordan.lee@example.com' };
const nothing = { firstName: null, lastName: null, email: null };

describe('name fallbacks (spec §2)', () => {
  it('avatar: initials, else first letter of the e-mail, else U', () => {
    expect(userInitials(full)).toBe('MP');
    expect(userInitials({ firstName: 'maya' })).toBe('M');
    expect(userInitials(emailOnly)).toBe('J');
    expect(userInitials(nothing)).toBe('U');
    expect(userInitials(null)).toBe('U');
  });

  it('user menu: full name, else e-mail, else User', () => {
    expect(displayName(full)).toBe('Maya Patel');
    expect(displayName({ lastName: 'Patel' })).toBe('Patel');
    expect(displayName(emailOnly)).toBe('jordan.lee@example.com');
    expect(displayName(nothing)).toBe('User');
  });

  it('welcome: first name, else the e-mail before the @ capitalised, else Member', () => {
    expect(welcomeName(full)).toBe('Maya');
    expect(welcomeName(emailOnly)).toBe('Jordan.lee');
    expect(welcomeName(nothing)).toBe('Member');
    expect(welcomeName(undefined)).toBe('Member');
  });

  it('activity author: full name, else e-mail, else Someone; avatar first letter else U', () => {
    expect(authorName(full)).toBe('Maya Patel');
    expect(authorName(emailOnly)).toBe('jordan.lee@example.com');
    expect(authorName(null)).toBe('Someone');
    expect(authorInitial(full)).toBe('M');
    expect(authorInitial(emailOnly)).toBe('U');
  });
});
