import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormTextField } from '@/components/fields/form-fields';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { queryClient } from '@/lib/api';
import { CHECKS_NOT_LOADED } from './lazy-resolver';

vi.mock('@/hooks/use-toast', async (original) => ({
  ...(await original<typeof import('@/hooks/use-toast')>()),
  toast: vi.fn(),
}));

const checks = z.object({ title: z.string().trim().min(1, 'Title is required') });

/** A form whose checks come from `load`, and what it sent. */
function renderForm(load: () => Promise<typeof checks>) {
  const sent: unknown[] = [];
  function TitleForm() {
    const save = useMutation({
      mutationFn: async (values: { title: string }) => {
        sent.push(values);
        return values;
      },
    });
    const { form, onSubmit } = useMutationForm({
      schema: load,
      defaultValues: { title: '' },
      mutation: save,
      draftKey: null,
      onSuccess: () => {},
    });
    const { errors } = form.formState;
    return (
      <form noValidate onSubmit={onSubmit}>
        <FormTextField control={form.control} name="title" label="Title" />
        {errors.root ? <p role="alert">{errors.root.message}</p> : null}
        <button type="submit">Save</button>
      </form>
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <TitleForm />
    </QueryClientProvider>,
  );
  return sent;
}

describe('a form whose checks download apart from the page', () => {
  afterEach(() => {
    queryClient.clear();
    vi.mocked(toast).mockClear();
  });

  it('checks with them once they are there, and sends what passes', async () => {
    const load = vi.fn(async () => checks);
    const sent = renderForm(load);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Launch ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Launch' }]));
    // Downloaded once, whether the idle preload or the first check asked first.
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when they cannot be downloaded, says so, and downloads again at the next send', async () => {
    const load = vi
      .fn<() => Promise<typeof checks>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(checks);
    const sent = renderForm(load);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Launch' } });
    // The page's idle preload meets the first failure, and says nothing: nobody asked yet.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(toast).not.toHaveBeenCalled();
    // The send downloads again, meets the second failure, and stops with the words.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHECKS_NOT_LOADED);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', description: CHECKS_NOT_LOADED }),
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([]);
    // The next send downloads them, checks and sends.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ title: 'Launch' }]));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
