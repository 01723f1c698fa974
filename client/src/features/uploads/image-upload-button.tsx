import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { preloadOnIntent } from '@/lib/lazy-component';
import type { useImageUploader } from './use-image-uploader';

/**
 * The dark button that opens the image uploader on a page (a profile photo, the community's
 * logo): it warms the widget up on hover or focus and shows a spinner (and aria-busy) while
 * the widget loads or the picture is saved. `icon` shows when it is idle.
 */
export function ImageUploadButton({
  uploader,
  saving,
  icon,
  describedBy,
  children,
}: {
  uploader: ReturnType<typeof useImageUploader>;
  /** The uploaded picture is being saved: the button waits. */
  saving: boolean;
  icon: React.ReactNode;
  describedBy?: string;
  children: React.ReactNode;
}) {
  const busy = uploader.isLoading || saving;
  return (
    <Button
      type="button"
      variant="dark"
      // Not disabled while Uppy loads: the button keeps focus, so closing the dialog can
      // hand focus back to it.
      onClick={() => {
        if (!busy) void uploader.open();
      }}
      {...preloadOnIntent(uploader.preload)}
      disabled={saving}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      className="dark:border dark:border-gold/70"
    >
      {busy ? <Spinner className="size-4 text-white" /> : icon}
      {children}
    </Button>
  );
}
