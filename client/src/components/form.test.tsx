import { act, render, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { SubmitButton, useServerIssues } from './form';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
const { toast } = await import('@/hooks/use-toast');

const badRequest = (issues: { path: string; message: string }[]) =>
  new ApiError(400, JSON.stringify({ message: 'Invalid input', issues }));

describe('SubmitButton', () => {
  it('shows its label, and while pending a spinner, the pending label and no second submit', () => {
    const { rerender } = render(
      <SubmitButton pending={false} pendingLabel="Saving...">
        Save Changes
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(button.querySelector('svg')).toBeNull();

    rerender(
      <SubmitButton pending pendingLabel="Saving...">
        Save Changes
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBe(button);
    expect(button.disabled).toBe(true);
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('can stay disabled for other reasons without showing the spinner', () => {
    render(
      <SubmitButton pending={false} pendingLabel="Saving..." disabled>
        Save &amp; Close
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Save & Close' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.querySelector('svg')).toBeNull();
  });
});

describe('useServerIssues', () => {
  function setup(fields: string[], rename?: Record<string, string>) {
    return renderHook(() => {
      const form = useForm<{ title: string; resumeLink: string; pastCompanies: string[] }>();
      const show = useServerIssues(form.setError, fields, rename);
      return { form, show };
    });
  }

  it("puts the server's issues on the form's fields and still says what went wrong", () => {
    const { result } = setup(['title', 'resumeLink', 'pastCompanies'], { resumeUrl: 'resumeLink' });
    act(() =>
      result.current.show(
        badRequest([
          { path: 'title', message: 'Title is too long' },
          { path: 'resumeUrl', message: 'Enter a link to your résumé' },
          { path: 'pastCompanies.1', message: 'Company name is too long' },
          { path: 'secret', message: 'Not a field of this form' },
        ]),
      ),
    );
    const error = (name: Parameters<typeof result.current.form.getFieldState>[0]) =>
      result.current.form.getFieldState(name).error?.message;
    expect(error('title')).toBe('Title is too long');
    expect(error('resumeLink')).toBe('Enter a link to your résumé');
    expect(error('pastCompanies.1')).toBe('Company name is too long');
    expect(error('secret' as 'title')).toBeUndefined();
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Error' }));
  });

  it('leaves the fields alone when the answer is not a 400 with issues', () => {
    const { result } = setup(['title']);
    act(() => result.current.show(new ApiError(500, `{"message":"Internal Server Error"}`)));
    expect(result.current.form.getFieldState('title').error).toBeUndefined();
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });
});
