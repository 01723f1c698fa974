import { describe, expect, it } from 'vitest';
import { webAddress } from './fields';

const address = webAddress('Enter an address');

describe('webAddress: an address as people type it', () => {
  it.each([
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['  www.example.com  ', 'https://www.example.com'],
    ['https://www.linkedin.com/in/grace-example', 'https://www.linkedin.com/in/grace-example'],
    ['http://example.com/about?x=1#team', 'http://example.com/about?x=1#team'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
  ])('keeps %j as %j', (typed, stored) => {
    expect(address.parse(typed)).toBe(stored);
  });

  it.each(['', '   ', null])('takes %j as no address', (typed) => {
    expect(address.parse(typed)).toBeNull();
  });

  it('leaves a field left out alone', () => {
    expect(address.parse(undefined)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    'mailto:ada@example.com',
    'localhost',
    'localhost:3000',
    'not a url',
    'https://exa mple.com',
    'linkedin',
    'https://',
    // 2,044 characters typed, 2,052 once https:// is added.
    `${'a'.repeat(2040)}.com`,
  ])('refuses %j, saying why', (typed) => {
    const result = address.safeParse(typed);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.error.issues[0]?.message).toMatch(/Enter an address|at most 2048/);
  });
});
