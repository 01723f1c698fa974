import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryClient } from '@/lib/api';
import { fakeServer, member, signedIn } from '@/test/fake-server';
import { FormTextAreaField } from './fields/form-fields';
import { FormDialog } from './form-dialog';
import { useMutationForm } from './use-mutation-form';

const schema = z.object({ note: z.string().min(1, 'Note is required') });

function NoteForm({ onClose }: { onClose: () => void }) {
  const save = useMutation({ mutationFn: async (_: { note: string }) => ({ ok: true }) });
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    schema,
    defaultValues: { note: '' },
    mutation: save,
    draftKey: 'note:new',
    onSuccess: onClose,
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title="Add note"
      description="A note."
      onSubmit={onSubmit}
      onClose={dismiss}
      pending={pending}
      pendingLabel="Saving..."
      submitLabel="Save"
    >
      <FormTextAreaField control={form.control} name="note" label="Note" />
    </FormDialog>
  );
}

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add note
      </button>
      {open ? <NoteForm onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const renderPage = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );

/** The note box, once the member is known (drafts are per member). */
async function noteBox() {
  await queryClient.fetchQuery({ queryKey: ['/api/auth/session'], queryFn: async () => member() });
  return (await screen.findByLabelText('Note')) as HTMLTextAreaElement;
}

describe('a form with a draft', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeServer(signedIn());
  });
  afterEach(() => queryClient.clear());

  it('keeps the text when the form goes without the member choosing it', async () => {
    const first = renderPage();
    fireEvent.change(await noteBox(), { target: { value: 'Half written' } });
    first.unmount(); // the page was left (a session ending sends the browser to sign in)
    renderPage();
    expect((await noteBox()).value).toBe('Half written');
  });

  it('drops it when the member cancels', async () => {
    renderPage();
    fireEvent.change(await noteBox(), { target: { value: 'Never mind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await noteBox()).value).toBe('');
    expect(localStorage.length).toBe(0);
  });
});
