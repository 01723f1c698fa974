import { previewText } from '@shared/preview';
import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FIELDS, endOfDayFromInput, jobDialogSchema } from './job-form';
import { jobBadge, NEW_FOR_MS, safeHttpUrl } from './labels';

describe('jobBadge', () => {
  const now = new Date('2027-07-04T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it("is 'New' for less than 7 days, then 'Active'", () => {
    expect(jobBadge({ createdAt: at(0), isActive: true, expiresAt: null }, now)).toBe('New');
    expect(jobBadge({ createdAt: at(NEW_FOR_MS - 1), isActive: true, expiresAt: null }, now)).toBe(
      'New',
    );
    expect(jobBadge({ createdAt: at(NEW_FOR_MS), isActive: true, expiresAt: null }, now)).toBe(
      'Active',
    );
  });

  it('says why a closed posting is off the board', () => {
    expect(jobBadge({ createdAt: at(0), isActive: false, expiresAt: null }, now)).toBe('Inactive');
    expect(jobBadge({ createdAt: at(0), isActive: true, expiresAt: at(1) }, now)).toBe('Expired');
  });
});

describe('previewText on a job description', () => {
  it('keeps 200 characters and adds ... only when there was more', () => {
    expect(previewText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(previewText('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
  });

  it('flattens line breaks and never cuts an emoji in half', () => {
    expect(previewText('One\n\ntwo')).toBe('One two');
    expect(previewText(`${'😀'.repeat(201)}`)).toBe(`${'😀'.repeat(200)}...`);
  });
});

describe('safeHttpUrl', () => {
  it('passes http(s) and uploaded objects, nothing else', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHttpUrl('/objects/uploads/abc')).toBe('/objects/uploads/abc');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('the job dialog schema', () => {
  it('reads the expiry date as the end of that day, local time', () => {
    const date = endOfDayFromInput('2099-07-04');
    expect(date?.getFullYear()).toBe(2099);
    expect(date?.getMonth()).toBe(6);
    expect(date?.getDate()).toBe(4);
    expect(date?.getHours()).toBe(23);
    expect(endOfDayFromInput('nonsense')).toBeNull();
  });

  it('turns blanks into nulls and checks the shared rules', () => {
    const ok = jobDialogSchema.safeParse({
      ...EMPTY_JOB_FIELDS,
      title: 'Analyst',
      company: 'Acme',
      description: 'Numbers.',
      jobType: 'contract',
      skills: 'SQL, Excel, SQL',
      expiresAt: '2099-01-31',
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ experienceLevel: null, skills: 'SQL, Excel', location: null });

    const bad = jobDialogSchema.safeParse({ ...EMPTY_JOB_FIELDS, applicationUrl: 'javascript:x' });
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Title is required',
        'Company is required',
        'Description is required',
        'Job type is required',
        'Must be an http(s) URL',
      ]),
    );
  });
});
