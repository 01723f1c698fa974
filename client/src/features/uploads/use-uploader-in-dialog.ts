import { useEffect, useRef, useState } from 'react';
import type { DialogOverlay } from '@/components/form-dialog';
import type { ImageUploaderOptions } from './types';
import { useImageUploader } from './use-image-uploader';

/** Whether an element is part of the widget (Uppy's Dashboard, mounted on the body). */
const isInWidget = (target: Element) => target.closest('.uppy-Dashboard') !== null;

/**
 * The upload widget opened from inside a dialog. The widget is a modal of its own, outside
 * the dialog, so the dialog steps out of modal mode while the widget is open (it would
 * otherwise trap the focus and hide the widget from screen readers) and stays open. Uppy's
 * Dashboard says when it opens and closes ('dashboard:modal-open' / 'dashboard:modal-closed',
 * passed on as the uploader's `onOpenChange`); that is what brings the dialog back.
 *
 * Pass `overlay` to the FormDialog, put `buttonRef` on the button that calls `open`
 * (focus returns to it), and `preload` on its hover and focus.
 */
export function useUploaderInDialog(options: Omit<ImageUploaderOptions, 'onOpenChange'>) {
  // The dialog is out of modal mode: from the member's click until the widget has closed.
  const [aside, setAside] = useState(false);
  // The member asked for the widget; it opens once the dialog has stepped aside.
  const [wanted, setWanted] = useState(false);
  // Whether the widget said it opened since it was last asked to.
  const widgetOpened = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const uploader = useImageUploader({
    ...options,
    onOpenChange: (isOpen) => {
      if (isOpen) widgetOpened.current = true;
      setAside(isOpen);
    },
  });

  const { open: openWidget, preload, isLoading, removeFile } = uploader;
  useEffect(() => {
    if (!wanted || !aside) return;
    setWanted(false);
    widgetOpened.current = false;
    void openWidget().then(() => {
      // The widget could not load (it said so in a toast): the dialog takes over again.
      if (!widgetOpened.current) setAside(false);
    });
  }, [wanted, aside, openWidget]);

  const open = () => {
    if (isLoading) return;
    setWanted(true);
    setAside(true);
  };

  const overlay: DialogOverlay = {
    open: aside,
    owns: isInWidget,
    restoreFocus: () => buttonRef.current?.focus(),
  };

  return { open, preload, isLoading, buttonRef, overlay, removeFile };
}
