import { type ComponentType, useState } from 'react';
import { DialogLoading } from './lazy-dialog-parts';
import { lazyPart } from './lazy-part';

/**
 * A form dialog whose code (the form, zod, react-hook-form, Uppy…) downloads the first
 * time it opens, so the page offering it stays light on its first load. Until then it
 * renders nothing; once opened it stays mounted, so closing animates as before.
 * `preload` starts the download early, from the button that opens it.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazyMountedDialog(load);

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return <Dialog {...props} />;
  }
  return Object.assign(LazyDialog, { preload: Dialog.preload });
}

/**
 * The same for a dialog its parent mounts only while it is open (it has no `open` prop, and
 * each opening starts afresh): its code downloads on the first mount, the backdrop and a
 * spinner showing meanwhile. `preload` as above.
 */
export function lazyMountedDialog<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(load, <DialogLoading />);
}
