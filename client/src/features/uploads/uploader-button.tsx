import { Upload } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { preloadOnIntent } from '@/lib/lazy-component';
import type { useUploaderInDialog } from './use-uploader-in-dialog';

/**
 * The outline button that opens the upload widget from a form dialog: it warms the widget
 * up on hover or focus, and shows a spinner (and aria-busy) while the widget loads.
 */
export function UploaderButton({
  uploader,
  children,
}: {
  uploader: ReturnType<typeof useUploaderInDialog>;
  children: React.ReactNode;
}) {
  return (
    <Button
      ref={uploader.buttonRef}
      type="button"
      variant="outline"
      onClick={uploader.open}
      {...preloadOnIntent(uploader.preload)}
      aria-busy={uploader.isLoading || undefined}
    >
      {uploader.isLoading ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
      {children}
    </Button>
  );
}
