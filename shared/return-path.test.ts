import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathFor } from './return-path';

describe('the return path after sign-in', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/discussions/12')).toBe('/discussions/12');
    expect(safeReturnPath('/jobs?mine=true#job-4')).toBe('/jobs?mine=true#job-4');
    expect(safeReturnPath('/members/oidc%3Ahost%3A42')).toBe('/members/oidc%3Ahost%3A42');
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'discussions/1',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/x\u0000',
    '/..//evil.example',
    '/sign-in?next=/jobs',
    '/api/auth/logout',
  ])('sends %j home instead', (next) => {
    expect(safeReturnPath(next)).toBe('/');
  });

  it('refuses an address longer than any of the app', () => {
    expect(safeReturnPath(`/${'a'.repeat(2048)}`)).toBe('/');
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/discussions/1?x=1')).toBe('/sign-in?next=%2Fdiscussions%2F1%3Fx%3D1');
    expect(signInPathFor('/')).toBe('/sign-in');
    expect(signInPathFor('//evil.example')).toBe('/sign-in');
  });
});
