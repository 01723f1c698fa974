import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

describe('formatFileSize', () => {
  it('shows bytes below a kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('steps up by 1024 with at most 2 decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1234)).toBe('1.21 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2_456_789)).toBe('2.34 MB');
    expect(formatFileSize(26_214_400)).toBe('25 MB');
    expect(formatFileSize(1024 ** 3 * 1.255)).toBe('1.25 GB');
  });

  it('keeps very large sizes in GB', () => {
    expect(formatFileSize(1024 ** 4)).toBe('1024 GB');
  });

  it('gives nothing for a missing or impossible size', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
