import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/fields/text-field';
import { Button } from '@/components/ui/button';
import { FormDialog } from './form-dialog';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A site as the features use it: a button opens a form mounted per opening; submitting
 * asks the (here, hand-held) server and closes once it answers.
 */
function NoteSite({ save }: { save: (text: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Add note
      </Button>
      {open ? <NoteForm save={save} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function NoteForm({
  save,
  onClose,
}: {
  save: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      title="Add a note"
      description="Only you see it."
      onSubmit={async () => {
        setPending(true);
        await save(text);
        setPending(false);
        onClose();
      }}
      onClose={onClose}
      pending={pending}
      pendingLabel="Saving..."
      submitLabel="Save Note"
    >
      <TextField id="note" label="Note" value={text} onChange={(e) => setText(e.target.value)} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits the form, stays open and locked until the server answers, then returns focus', async () => {
    const user = userEvent.setup();
    const server = deferred();
    const save = vi.fn((_text: string) => server.promise);
    render(<NoteSite save={save} />);

    const opener = screen.getByRole('button', { name: 'Add note' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add a note' });
    expect(dialog.textContent).toContain('Only you see it.');
    await user.type(screen.getByLabelText('Note'), 'Call the caterer');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(save).toHaveBeenCalledExactlyOnceWith('Call the caterer');

    // Pending: Cancel and submit are off, submit says so, and nothing closes the dialog.
    const submit = screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement;
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBe(dialog);

    await act(async () => server.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('submits on Enter in a field', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_text: string) => {});
    render(<NoteSite save={save} />);
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await user.type(screen.getByLabelText('Note'), 'Book the room{Enter}');
    expect(save).toHaveBeenCalledExactlyOnceWith('Book the room');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Cancel or Escape without submitting, and each opening starts afresh', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (_text: string) => {});
    render(<NoteSite save={save} />);
    const opener = screen.getByRole('button', { name: 'Add note' });

    await user.click(opener);
    await user.type(screen.getByLabelText('Note'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('lets the site send the focus elsewhere on close', async () => {
    const user = userEvent.setup();
    function Site() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button type="button">Elsewhere</Button>
          {open ? (
            <FormDialog
              title="Rename"
              description="A new name."
              onSubmit={() => setOpen(false)}
              onClose={() => setOpen(false)}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                screen.getByRole('button', { name: 'Elsewhere' }).focus();
              }}
              pending={false}
              pendingLabel="Renaming..."
              submitLabel="Rename"
            >
              <TextField id="name" label="Name" />
            </FormDialog>
          ) : null}
        </>
      );
    }
    render(<Site />);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await waitFor(() => expect(document.activeElement).toBe(elsewhere));
  });

  it('stays locked while something else is busy, and keeps submit off when the form says so', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(
      <FormDialog
        title="Edit"
        description="Change it."
        onSubmit={onSubmit}
        onClose={onClose}
        pending={false}
        busy
        pendingLabel="Saving..."
        submitLabel="Save"
        submitDisabled
        footerStart={<Button type="button">Delete</Button>}
      >
        <TextField id="t" label="Title" />
      </FormDialog>,
    );
    const submit = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Title'), 'x{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDefined();
  });
});
