import { ImagePlus, Upload, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { type UploadedImage, useImageUploader } from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { handleMutationError, isUnauthorizedError } from '@/lib/errors';
import { createPhoto, invalidateGallery, type PhotoAlbumItem } from './api';

/** At most this many photo records are created at once (the server makes each thumbnail). */
const SAVE_CONCURRENCY = 3;
const MAX_FILES = 10;

/** A photo's title when nobody gave one: the file name up to its first dot (spec §4). */
export function titleFromFileName(fileName: string): string {
  return fileName.split('.')[0] || fileName;
}

/**
 * The title and description one file is saved with. The widget pre-fills each file's
 * title with its default; a title or description edited there wins, else the dialog's
 * fields apply to every file, else the defaults (spec §4: title from the name, no description).
 */
export function photoFields(
  file: Pick<UploadedImage, 'name' | 'title' | 'description'>,
  shared: { title: string; description: string },
): { title: string; description: string } {
  const fallbackTitle = titleFromFileName(file.name);
  const ownTitle = file.title.trim();
  const title =
    ownTitle && ownTitle !== fallbackTitle ? ownTitle : shared.title.trim() || fallbackTitle;
  const description = file.description.trim() || shared.description.trim();
  return { title, description };
}

/** Runs `task` over `items`, `limit` at a time; resolves with each item's outcome. */
async function eachLimited<T, R>(
  items: T[],
  limit: number,
  task: (item: T) => Promise<R>,
  onSettled: () => void,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index] as T) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
      onSettled();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Calls `onClosed` once the widget's modal hides again (Uppy marks its root aria-hidden). */
function watchWidgetClosed(onClosed: () => void): () => void {
  let seenOpen = false;
  const check = () => {
    const modal = document.querySelector('.uppy-Dashboard--modal');
    if (!modal) return;
    const hidden = modal.getAttribute('aria-hidden') === 'true';
    if (!hidden) seenOpen = true;
    else if (seenOpen) {
      observer.disconnect();
      onClosed();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-hidden'],
  });
  return () => observer.disconnect();
}

interface UploadPhotosDialogProps {
  album: PhotoAlbumItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Upload Photos to {album}' (spec §2, §4). The files go up through the shared widget
 * (direct PUTs); Save Photo then creates one photo record per file. The widget is a modal
 * of its own, so this dialog steps aside while it is open and comes back when it closes.
 * Stays mounted while the page is, so picked files survive the trip to the widget.
 */
export function UploadPhotosDialog({ album, open, onOpenChange }: UploadPhotosDialogProps) {
  const ids = useId();
  const [files, setFiles] = useState<UploadedImage[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [picking, setPickingState] = useState(false);
  // Read by the dialog's close handler, which runs with the props of its last render.
  const pickingRef = useRef(false);
  const setPicking = useCallback((value: boolean) => {
    pickingRef.current = value;
    setPickingState(value);
  }, []);
  const [saving, setSaving] = useState<{ done: number; total: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const uploader = useImageUploader({
    maxNumberOfFiles: MAX_FILES,
    withMetaFields: true,
    dialogLabel: 'Choose photos to upload',
    note: 'Images only, up to 10 MB each',
    onComplete: (uploaded) => {
      setFiles((current) => [...current, ...uploaded].slice(0, MAX_FILES));
    },
  });

  // Remember who opened the dialog, to give focus back when it is done.
  useEffect(() => {
    if (open && !picking && !opener.current) {
      opener.current = document.activeElement as HTMLElement | null;
    }
  }, [open, picking]);

  // Once this dialog is off the screen, open the widget; come back when it closes.
  const { open: openWidget } = uploader;
  useEffect(() => {
    if (!picking) return;
    let stop: () => void = () => undefined;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      stop = watchWidgetClosed(() => {
        if (!cancelled) setPicking(false);
      });
      void openWidget().then(() => {
        // The widget could not load (it said so): come back at once.
        if (!cancelled && !document.querySelector('.uppy-Dashboard--modal[aria-hidden="false"]')) {
          stop();
          setPicking(false);
        }
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      stop();
    };
  }, [picking, openWidget, setPicking]);

  const reset = () => {
    setFiles([]);
    setTitle('');
    setDescription('');
    setSaving(null);
  };

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const save = async () => {
    if (!album || files.length === 0 || saving) return;
    const batch = files;
    const shared = { title, description };
    setSaving({ done: 0, total: batch.length });
    const results = await eachLimited(
      batch,
      SAVE_CONCURRENCY,
      (file) => {
        const fields = photoFields(file, shared);
        return createPhoto({
          albumId: album.id,
          title: fields.title,
          description: fields.description || undefined,
          fileName: file.name,
          objectPath: file.uploadURL,
        });
      },
      () => setSaving((s) => (s ? { ...s, done: s.done + 1 } : s)),
    );
    await invalidateGallery();
    const failed = batch.filter((_, i) => results[i]?.status === 'rejected');
    if (failed.length === 0) {
      toast({
        title: 'Photo uploaded successfully',
        description: `${batch.length} photo(s) uploaded successfully`,
      });
      close();
      return;
    }
    // Keep only what still needs saving, so Save Photo retries just those.
    setFiles(failed);
    setSaving(null);
    const reasons = results.flatMap((r) => (r?.status === 'rejected' ? [r.reason] : []));
    const unauthorized = reasons.find(isUnauthorizedError);
    if (unauthorized) {
      handleMutationError(unauthorized);
      return;
    }
    toast({ title: 'Some photos failed to upload', variant: 'destructive' });
  };

  const isSaving = saving !== null;
  const keepOpenWhileSaving = (event: Event) => {
    if (isSaving) event.preventDefault();
  };

  return (
    <Dialog
      open={open && !picking}
      onOpenChange={(next) => {
        if (!next && !isSaving) close();
      }}
    >
      {open && !picking && album ? (
        <DialogContent
          className="max-w-xl"
          onEscapeKeyDown={keepOpenWhileSaving}
          onPointerDownOutside={keepOpenWhileSaving}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (pickingRef.current) return;
            opener.current?.focus();
            opener.current = null;
          }}
        >
          <DialogHeader>
            <DialogTitle className="break-words">{`Upload Photos to ${album.name}`}</DialogTitle>
            <DialogDescription>
              Pick up to 10 images, then save them to the album.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <button
              type="button"
              onClick={() => {
                if (!isSaving) setPicking(true);
              }}
              onPointerEnter={uploader.preload}
              onFocus={uploader.preload}
              disabled={isSaving || files.length >= MAX_FILES}
              aria-busy={uploader.isLoading || undefined}
              className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors hover:border-gold hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60"
            >
              {uploader.isLoading ? (
                <Spinner className="size-8" />
              ) : (
                <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="font-semibold">Choose Photos to Upload</span>
              <span className="text-sm text-muted-foreground">
                Support for multiple files, up to 10MB each
              </span>
            </button>
            {files.length > 0 ? (
              <div className="grid gap-2">
                <p className="text-sm font-medium" id={`${ids}-ready`}>
                  {`${files.length} photo(s) ready to save`}
                </p>
                <ul aria-labelledby={`${ids}-ready`} className="grid gap-1 text-sm">
                  {files.map((file) => (
                    <li
                      key={file.id}
                      className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5"
                    >
                      <span className="min-w-0 flex-1 truncate">{file.name}</span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        disabled={isSaving}
                        aria-label={`Remove ${file.name}`}
                        onClick={() =>
                          setFiles((current) => current.filter((f) => f.id !== file.id))
                        }
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-title`}>Photo Title</Label>
              <Input
                id={`${ids}-title`}
                value={title}
                maxLength={200}
                autoComplete="off"
                disabled={isSaving}
                aria-describedby={`${ids}-title-hint`}
                onChange={(event) => setTitle(event.target.value)}
              />
              <p id={`${ids}-title-hint`} className="text-xs text-muted-foreground">
                Optional. Applies to every photo without its own title; otherwise each is named
                after its file.
              </p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-description`}>Description</Label>
              <Textarea
                id={`${ids}-description`}
                rows={3}
                maxLength={2000}
                value={description}
                disabled={isSaving}
                onChange={(event) => setDescription(event.target.value)}
              />
            </div>
            {saving ? (
              <div className="grid gap-1.5" aria-live="polite">
                <p className="text-sm">{`Saving ${saving.done} of ${saving.total} photo(s)...`}</p>
                <progress
                  className="h-2 w-full overflow-hidden rounded-full accent-gold"
                  max={saving.total}
                  value={saving.done}
                  aria-label="Saving photos"
                />
              </div>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={isSaving}>
              Cancel
            </Button>
            <Button
              type="button"
              onClick={() => void save()}
              disabled={files.length === 0 || isSaving}
              aria-busy={isSaving || undefined}
            >
              {isSaving ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
              {isSaving ? 'Saving...' : 'Save Photo'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
