import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/fields/text-field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import type { ImageUploaderOptions } from './types';

// The widget itself (Uppy) stands in: `open` is the hook's request, and the test plays
// Uppy's 'dashboard:modal-open' / 'dashboard:modal-closed' through `onOpenChange`.
const widget = vi.hoisted(() => ({
  options: null as ImageUploaderOptions | null,
  open: vi.fn(async () => {}),
}));
vi.mock('./use-image-uploader', () => ({
  useImageUploader: (options: ImageUploaderOptions) => {
    widget.options = options;
    return { open: widget.open, preload: () => {}, isLoading: false };
  },
}));
const { useUploaderInDialog } = await import('./use-uploader-in-dialog');

const widgetSays = (open: boolean) => act(() => widget.options?.onOpenChange?.(open));

function AttachDialog({ onClose }: { onClose: () => void }) {
  const uploader = useUploaderInDialog({ maxNumberOfFiles: 1, onComplete: () => {} });
  return (
    <FormDialog
      title="Attach a file"
      description="One document."
      onSubmit={() => {}}
      onClose={onClose}
      overlay={uploader.overlay}
      pending={false}
      pendingLabel="Saving..."
      submitLabel="Save"
    >
      <TextField id="caption" label="Caption" />
      <Button ref={uploader.buttonRef} type="button" onClick={uploader.open}>
        Upload a file
      </Button>
    </FormDialog>
  );
}

/** Radix hides everything outside a modal dialog from screen readers (and only then). */
const isModal = () => screen.getByTestId('page').closest('[aria-hidden="true"]') !== null;

function renderDialog() {
  const onClose = vi.fn();
  render(
    <>
      <p data-testid="page">The page behind</p>
      <AttachDialog onClose={onClose} />
    </>,
  );
  return onClose;
}

describe('useUploaderInDialog', () => {
  beforeEach(() => {
    widget.open.mockClear();
    widget.open.mockImplementation(async () => widget.options?.onOpenChange?.(true));
  });

  it('steps the dialog aside while the widget is open and brings it back when it closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    expect(isModal()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Upload a file' }));
    // The dialog left modal mode first, then the widget was asked to open.
    await waitFor(() => expect(widget.open).toHaveBeenCalledTimes(1));
    expect(isModal()).toBe(false);

    // Escape and clicks outside are the widget's: the dialog stays.
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('page'));
    expect(screen.getByRole('dialog', { name: 'Attach a file' })).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();

    widgetSays(false);
    expect(isModal()).toBe(true);
    // Focus is back on the button that opened the widget.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Upload a file' })),
    );

    // The dialog is itself again: Escape closes it.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the dialog back when the widget could not open', async () => {
    const user = userEvent.setup();
    widget.open.mockImplementation(async () => {});
    const onClose = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Upload a file' }));
    await waitFor(() => expect(widget.open).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(isModal()).toBe(true));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the dialog while a click lands on the widget as it closes', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Upload a file' }));
    await waitFor(() => expect(widget.open).toHaveBeenCalledTimes(1));

    const dashboard = document.createElement('div');
    dashboard.className = 'uppy-Dashboard';
    const done = document.createElement('button');
    done.textContent = 'Done';
    dashboard.append(done);
    document.body.append(dashboard);
    await user.click(done);
    expect(onClose).not.toHaveBeenCalled();
    dashboard.remove();
  });
});
