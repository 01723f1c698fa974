import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from './confirm-dialog';

/** A site as the features use it: the dialog closes once the (here, hand-held) server answers. */
function DeleteThing({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={pending}
      trigger={<Button type="button">Delete thing</Button>}
      title="Delete this thing?"
      description="Are you sure? This cannot be undone."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={async () => {
        setPending(true);
        await onConfirm();
        setPending(false);
        setOpen(false);
      }}
    />
  );
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ConfirmDialog', () => {
  it('stays open and locked until the server answers, then closes and returns focus', async () => {
    const user = userEvent.setup();
    const server = deferred();
    const onConfirm = vi.fn(() => server.promise);
    render(<DeleteThing onConfirm={onConfirm} />);

    const trigger = screen.getByRole('button', { name: 'Delete thing' });
    await user.click(trigger);
    // The dialog's code downloads apart from the page, so it appears a moment later.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this thing?' });
    expect(dialog.textContent).toContain('Are you sure? This cannot be undone.');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // Pending: both buttons disabled, the action says so, Escape does not close it.
    const action = screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement;
    const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    await user.click(action);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await act(async () => server.resolve());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Radix returns focus a tick after the dialog unmounts.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Cancel or Escape while nothing is pending, without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    render(<DeleteThing onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete thing' });

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends focus where the site asks on close', async () => {
    const user = userEvent.setup();
    function Site() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Button type="button">Elsewhere</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Remove this skill?"
            description="Its endorsements go with it."
            confirmLabel="Remove"
            onConfirm={() => setOpen(false)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              screen.getByRole('button', { name: 'Elsewhere' }).focus();
            }}
          />
        </>
      );
    }
    render(<Site />);
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await waitFor(() => expect(document.activeElement).toBe(elsewhere));
  });
});
