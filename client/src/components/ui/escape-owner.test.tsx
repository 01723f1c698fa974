import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/hooks/use-toast';
import { Toaster } from './toaster';

// A toast raised while a dialog stays open is Radix's top layer; Escape must still go to
// the dialog (escape-owner.tsx), and a locked dialog must still refuse it.

function Confirming({ pending }: { pending: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Toaster />
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        title="Remove this?"
        description="Sure?"
        confirmLabel="Remove"
        onConfirm={() => {}}
      />
    </>
  );
}

describe('Escape with a toast over a confirmation', () => {
  it('closes the confirmation, and the toast stays', async () => {
    render(<Confirming pending={false} />);
    await screen.findByRole('alertdialog');
    act(() => {
      toast({ title: 'Error', description: 'It failed', variant: 'destructive' });
    });
    await screen.findAllByText('It failed');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByText('It failed').length).toBeGreaterThan(0);
  });

  it('leaves a locked confirmation open (waiting for the server)', async () => {
    render(<Confirming pending />);
    await screen.findByRole('alertdialog');
    act(() => {
      toast({ title: 'Error', description: 'Still failing' });
    });
    await screen.findAllByText('Still failing');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('open')).toBeTruthy();
  });
});
