import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import type { ImageUploaderHandle, ImageUploaderOptions } from './types';

type WidgetModule = typeof import('./uppy-widget');

let widgetModule: Promise<WidgetModule> | null = null;

/** Fetches the Uppy chunk once; later calls share the same promise. */
export function loadUploadWidget(): Promise<WidgetModule> {
  widgetModule ??= import('./uppy-widget').catch((error: unknown) => {
    widgetModule = null; // let the next attempt try again (a deploy, a flaky network)
    throw error;
  });
  return widgetModule;
}

/**
 * The shared upload widget (spec §2 "Shared upload widget"): Uppy's Dashboard in a modal,
 * images up to 10 MB each by default (documents up to 25 MB with `purpose: 'document'`),
 * never automatic. Uppy is fetched on the first `open()`
 * (or `preload()`, e.g. on hover), so screens without an upload dialog never carry it.
 *
 * The widget's settings are read when it is first opened; `onComplete` is always the latest.
 */
export function useImageUploader(options: ImageUploaderOptions) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const handleRef = useRef<ImageUploaderHandle | null>(null);
  const mountedRef = useRef(true);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, []);

  const open = useCallback(async () => {
    if (!handleRef.current) {
      setIsLoading(true);
      try {
        const { createImageUploader } = await loadUploadWidget();
        if (!mountedRef.current) return;
        handleRef.current ??= createImageUploader(() => optionsRef.current, optionsRef.current);
      } catch {
        toast({
          title: 'Error',
          description:
            'The upload dialog could not be loaded. Check your connection and try again.',
          variant: 'destructive',
        });
        return;
      } finally {
        if (mountedRef.current) setIsLoading(false);
      }
    }
    handleRef.current.open();
  }, []);

  const preload = useCallback(() => {
    void loadUploadWidget().catch(() => undefined);
  }, []);

  const removeFile = useCallback((id: string) => {
    handleRef.current?.removeFile(id);
  }, []);

  return { open, preload, isLoading, removeFile };
}
