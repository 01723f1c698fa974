import { describe, expect, it } from 'vitest';
import { relativeTime } from './dates';

describe('relativeTime', () => {
  it("reads like '5 minutes ago'", () => {
    expect(relativeTime(new Date(Date.now() - 5 * 60 * 1000))).toBe('5 minutes ago');
  });

  it("falls back to 'Recently' (or the given text) when the date is missing or invalid", () => {
    expect(relativeTime(null)).toBe('Recently');
    expect(relativeTime(undefined)).toBe('Recently');
    expect(relativeTime('not a date')).toBe('Recently');
    expect(relativeTime(null, 'Unknown date')).toBe('Unknown date');
  });
});
