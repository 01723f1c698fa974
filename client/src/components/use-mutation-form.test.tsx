import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
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
  const { form, dialog } = useMutationForm({
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
      {...dialog}
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

describe('a form re-rendered with the same options', () => {
  afterEach(() => queryClient.clear());

  it('keeps its callbacks, so effects that depend on them run once', () => {
    fakeServer(signedIn());
    const seen = {
      onSubmit: new Set<unknown>(),
      dismiss: new Set<unknown>(),
      effects: [] as unknown[],
    };
    function Probe({ tick }: { tick: number }) {
      const save = useMutation({ mutationFn: async (_: { note: string }) => ({ ok: true }) });
      // Inline options, as every caller writes them: new objects on each render.
      const { onSubmit, dismiss } = useMutationForm({
        schema,
        defaultValues: { note: '' },
        fields: ['note'],
        rename: { text: 'note' },
        mutation: save,
        draftKey: null,
        onSuccess: () => {},
        onDismiss: () => {},
      });
      seen.onSubmit.add(onSubmit);
      seen.dismiss.add(dismiss);
      // An effect that depends on both, as a form's focus or submit-on-load effect would.
      useEffect(() => {
        seen.effects.push([onSubmit, dismiss]);
      }, [onSubmit, dismiss]);
      return <span>{tick}</span>;
    }
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Probe tick={1} />
      </QueryClientProvider>,
    );
    for (const tick of [2, 3]) {
      view.rerender(
        <QueryClientProvider client={queryClient}>
          <Probe tick={tick} />
        </QueryClientProvider>,
      );
    }
    expect(screen.getByText('3')).toBeTruthy();
    expect(seen.onSubmit.size).toBe(1);
    expect(seen.dismiss.size).toBe(1);
    expect(seen.effects).toHaveLength(1);
  });
});
