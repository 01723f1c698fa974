import { ImagePlus, Upload, X } from 'lucide-react';
import { useId, useState } from 'react';
import { TextAreaField, TextField } from '@/components/fields/text-field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type UploadedImage, useUploaderInDialog } from '@/features/uploads';
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

interface UploadPhotosDialogProps {
  album: PhotoAlbumItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Upload Photos to {album}' (spec §2, §4). The files go up through the shared widget
 * (direct PUTs); Save Photo then creates one photo record per file. The widget is a modal
 * of its own: this dialog stays open underneath while it is, so picked files survive the trip.
 */
export function UploadPhotosDialog({ album, open, onOpenChange }: UploadPhotosDialogProps) {
  // Mounted per opening, so each one starts with no files.
  return open && album ? (
    <UploadPhotosForm album={album} onClose={() => onOpenChange(false)} />
  ) : null;
}

function UploadPhotosForm({ album, onClose }: { album: PhotoAlbumItem; onClose: () => void }) {
  const ids = useId();
  const [files, setFiles] = useState<UploadedImage[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState<{ done: number; total: number } | null>(null);

  const uploader = useUploaderInDialog({
    maxNumberOfFiles: MAX_FILES,
    withMetaFields: true,
    dialogLabel: 'Choose photos to upload',
    note: 'Images only, up to 10 MB each',
    onComplete: (uploaded) => {
      setFiles((current) => [...current, ...uploaded].slice(0, MAX_FILES));
    },
  });

  const save = async () => {
    if (files.length === 0 || saving) return;
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
      onClose();
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

  return (
    <FormDialog
      className="max-w-xl"
      title={`Upload Photos to ${album.name}`}
      description="Pick up to 10 images, then save them to the album."
      onSubmit={save}
      onClose={onClose}
      overlay={uploader.overlay}
      pending={isSaving}
      pendingLabel="Saving..."
      submitDisabled={files.length === 0}
      submitLabel={
        <>
          <Upload aria-hidden="true" />
          Save Photo
        </>
      }
    >
      <button
        ref={uploader.buttonRef}
        type="button"
        onClick={() => {
          if (!isSaving) uploader.open();
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
                  onClick={() => setFiles((current) => current.filter((f) => f.id !== file.id))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TextField
        id={`${ids}-title`}
        label="Photo Title"
        value={title}
        maxLength={200}
        autoComplete="off"
        disabled={isSaving}
        hint="Optional. Applies to every photo without its own title; otherwise each is named after its file."
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        id={`${ids}-description`}
        label="Description"
        rows={3}
        maxLength={2000}
        value={description}
        disabled={isSaving}
        onChange={(event) => setDescription(event.target.value)}
      />
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
    </FormDialog>
  );
}
