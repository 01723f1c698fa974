import { AlertCircle, CheckCircle2, ImagePlus, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { TextAreaField, TextField } from '@/components/fields/text-field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  defaultNote,
  type FailedUpload,
  type UploadedImage,
  useUploaderInDialog,
} from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { errorMessage, handleMutationError, isUnauthorizedError } from '@/lib/errors';
import { preloadOnIntent } from '@/lib/lazy-component';
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
 * (direct PUTs) and, in the same action, each becomes a photo in the album. A file that
 * could not be uploaded or saved stays listed here with the reason; Remove forgets it,
 * Save Photo tries the unsaved ones again.
 */
export function UploadPhotosDialog({ album, open, onOpenChange }: UploadPhotosDialogProps) {
  // Mounted per opening, so each one starts with no files.
  return open && album ? (
    <UploadPhotosForm album={album} onClose={() => onOpenChange(false)} />
  ) : null;
}

/** A file that did not make it into the album, and why; `file` when saving it can be retried. */
interface Problem {
  id: string;
  name: string;
  reason: string;
  file?: UploadedImage;
}

function UploadPhotosForm({ album, onClose }: { album: PhotoAlbumItem; onClose: () => void }) {
  const ids = useId();
  const [problems, setProblems] = useState<Problem[]>([]);
  // Read inside the save, which runs after the widget reported its failures.
  const problemsRef = useRef<Problem[]>([]);
  const [added, setAdded] = useState(0);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState<{ done: number; total: number } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const showProblems = (next: Problem[]) => {
    problemsRef.current = next;
    setProblems(next);
  };

  /** Creates one photo per file; what fails joins the problems with the server's reason. */
  const saveToAlbum = async (batch: UploadedImage[]) => {
    if (batch.length === 0) return;
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
    setSaving(null);
    const saved = results.filter((r) => r?.status === 'fulfilled').length;
    const unsaved: Problem[] = batch.flatMap((file, i) => {
      const r = results[i];
      return r?.status === 'rejected'
        ? [{ id: file.id, name: file.name, reason: errorMessage(r.reason), file }]
        : [];
    });
    const retried = new Set(batch.map((f) => f.id));
    const next = [...problemsRef.current.filter((p) => !retried.has(p.id)), ...unsaved];
    showProblems(next);
    const total = added + saved;
    setAdded(total);
    const unauthorized = results.find(
      (r) => r?.status === 'rejected' && isUnauthorizedError(r.reason),
    );
    if (unauthorized?.status === 'rejected') {
      handleMutationError(unauthorized.reason);
      return;
    }
    if (next.length === 0) {
      toast({
        title: 'Photo uploaded successfully',
        description: `${total} photo(s) uploaded successfully`,
      });
      onClose();
      return;
    }
    toast({ title: 'Some photos failed to upload', variant: 'destructive' });
    statusRef.current?.focus();
  };

  const uploader = useUploaderInDialog({
    maxNumberOfFiles: MAX_FILES,
    withMetaFields: true,
    dialogLabel: 'Choose photos to upload',
    note: defaultNote('image'),
    onFailed: (failed: FailedUpload[]) => {
      const known = new Set(failed.map((f) => f.id));
      showProblems([...problemsRef.current.filter((p) => !known.has(p.id)), ...failed]);
    },
    onComplete: (uploaded) => saveToAlbum(uploaded),
  });

  const remove = (problem: Problem) => {
    uploader.removeFile(problem.id);
    showProblems(problemsRef.current.filter((p) => p.id !== problem.id));
    uploader.buttonRef.current?.focus();
  };

  const retryable = problems.flatMap((p) => (p.file ? [p.file] : []));
  const isSaving = saving !== null;

  return (
    <FormDialog
      className="max-w-xl"
      title={`Upload Photos to ${album.name}`}
      description="Pick up to 10 photos; once they are uploaded they are added to the album."
      onSubmit={() => saveToAlbum(retryable)}
      onClose={onClose}
      overlay={uploader.overlay}
      pending={isSaving}
      pendingLabel="Saving..."
      submitDisabled={retryable.length === 0}
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
        {...preloadOnIntent(uploader.preload)}
        disabled={isSaving}
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
        <span className="text-xs text-muted-foreground">JPEG, PNG, GIF or WebP images</span>
      </button>
      <div ref={statusRef} tabIndex={-1} className="grid gap-2 outline-none" aria-live="polite">
        {added > 0 ? (
          <p className="flex items-center gap-2 text-sm" data-testid="photos-added">
            <CheckCircle2
              className="size-4 shrink-0 text-green-700 dark:text-green-400"
              aria-hidden="true"
            />
            {`${added} photo(s) added to ${album.name}`}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <div
            role="alert"
            className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/5 p-3"
          >
            <p className="flex items-center gap-2 text-sm font-medium" id={`${ids}-problems`}>
              <AlertCircle className="size-4 shrink-0 text-destructive-text" aria-hidden="true" />
              {`${problems.length} photo(s) could not be added`}
            </p>
            <ul aria-labelledby={`${ids}-problems`} className="grid gap-1 text-sm">
              {problems.map((problem) => (
                <li
                  key={problem.id}
                  data-testid="upload-problem"
                  className="flex items-start gap-2 rounded-md border bg-card px-3 py-1.5"
                >
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{problem.name}</span>
                    <span className="text-destructive-text [overflow-wrap:anywhere]">
                      {problem.reason}
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    disabled={isSaving}
                    aria-label={`Remove ${problem.name}`}
                    onClick={() => remove(problem)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            {retryable.length > 0 ? (
              <p className="text-xs text-muted-foreground">
                Save Photo tries the uploaded ones again.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
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
