/**
 * The Uppy side of the shared upload widget. Loaded with `import()` only when an upload
 * dialog opens, so Uppy and its CSS live in their own chunk (see use-image-uploader.ts).
 */

import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, type UploadPurpose } from '@shared/contracts/choices';
import type { UploadAddress } from '@shared/contracts/uploads';
import { acceptFor, typesText } from '@shared/contracts/uploads-types';
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Dashboard from '@uppy/dashboard';
import { sendJson } from '@/lib/api';
import { errorMessage, handleMutationError, isUnauthorizedError } from '@/lib/errors';
import type {
  FailedUpload,
  ImageUploaderHandle,
  ImageUploaderOptions,
  UploadedImage,
} from './types';
import { defaultNote } from './upload-words';
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-theme.css';

type ImageMeta = Meta & { name: string; title?: string; description?: string };
type ImageFile = UppyFile<ImageMeta, Record<string, never>>;

/**
 * `POST /api/objects/upload`: one address good for one PUT. Images ask with an empty body
 * (the spec's call); documents with `{ "purpose": "document" }`.
 */
async function requestUploadTarget(
  purpose: UploadPurpose,
  fileName: string | undefined,
): Promise<UploadAddress> {
  // The member's name for the file goes along, so downloads are named after it.
  const request = fileName ? { purpose, fileName } : purpose === 'image' ? undefined : { purpose };
  // Partial: a proxy in the way could answer 200 with something else entirely.
  const body = await sendJson<Partial<UploadAddress>>('POST', '/api/objects/upload', request);
  if (!body.uploadURL || !body.objectPath) throw new Error('The server gave no upload address');
  return { uploadURL: body.uploadURL, objectPath: body.objectPath };
}

/** The server's words out of a refused PUT ({"message": …}), if it sent any. */
function serverMessage(error: unknown): string | null {
  const body = (error as { body?: unknown } | null)?.body;
  if (typeof body !== 'string' || body.length === 0) return null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : null;
  } catch {
    return null;
  }
}

/** The title a photo gets when the member leaves it alone: the name up to its first dot. */
export function defaultTitle(fileName: string): string {
  const stem = fileName.split('.')[0] ?? '';
  return stem || fileName;
}

/** Shows camera capture on phones and tablets, where the browser offers it. */
function hasTouchCamera(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
}

/**
 * Two gaps in Dashboard 6.0.3's markup, filled from outside: its dialog box has no
 * accessible name (the label sits on a wrapper without a role) and is not marked modal,
 * and in single-file mode the file's `listitem` has no `list` around it. Preact leaves
 * attributes it does not manage alone, so setting them once per render is enough.
 */
function patchDashboardAccessibility(root: HTMLElement, label: string): () => void {
  const apply = () => {
    const box = root.querySelector('.uppy-Dashboard-inner[role="dialog"]');
    if (box && box.getAttribute('aria-label') !== label) {
      box.setAttribute('aria-label', label);
      box.setAttribute('aria-modal', 'true');
    }
    for (const list of root.querySelectorAll('.uppy-Dashboard-files:not([role])')) {
      list.setAttribute('role', 'list');
    }
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

export function createImageUploader(
  getOptions: () => ImageUploaderOptions,
  initial: ImageUploaderOptions,
): ImageUploaderHandle {
  // Which address each file went to, keyed by Uppy's file id.
  const targets = new Map<string, UploadAddress>();
  let destroyed = false;
  const purpose = initial.purpose ?? 'image';

  const uppy = new Uppy<ImageMeta, Record<string, never>>({
    autoProceed: false,
    allowMultipleUploadBatches: true,
    // A refused type is named in words ('JPEG, PNG, GIF or WebP images only'), not as the
    // list of MIME types and extensions Uppy would print.
    locale: { strings: { youCanOnlyUploadFileTypes: typesText(purpose) } } as never,
    restrictions: {
      allowedFileTypes: initial.allowedFileTypes ?? acceptFor(purpose),
      maxFileSize:
        initial.maxFileSize ?? (purpose === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES),
      maxNumberOfFiles: initial.maxNumberOfFiles,
    },
    onBeforeFileAdded: (file) => {
      if (initial.withMetaFields && !file.meta.title) {
        file.meta.title = defaultTitle(file.name ?? '');
        file.meta.description = file.meta.description ?? '';
      }
      return file;
    },
  });

  uppy.use(Dashboard<ImageMeta, Record<string, never>>, {
    inline: false,
    target: 'body',
    closeModalOnClickOutside: true,
    closeAfterFinish: false,
    disablePageScrollWhenModalOpen: true,
    animateOpenClose: !prefersReducedMotion(),
    browserBackButtonClose: false,
    proudlyDisplayPoweredByUppy: false,
    hideProgressDetails: false,
    theme: 'auto',
    note: initial.note ?? defaultNote(purpose, initial.maxFileSize),
    showNativePhotoCameraButton: hasTouchCamera(),
    nativeCameraFacingMode: 'user',
    metaFields: initial.withMetaFields
      ? [
          { id: 'title', name: 'Title', placeholder: 'A short title for this photo' },
          { id: 'description', name: 'Description', placeholder: 'What is happening here?' },
        ]
      : [],
  });

  const dashboardEl = (uppy.getPlugin('Dashboard') as { el?: HTMLElement | null } | undefined)?.el;
  const unpatch = dashboardEl
    ? patchDashboardAccessibility(dashboardEl, initial.dialogLabel ?? 'Upload images')
    : () => undefined;

  uppy.use(AwsS3<ImageMeta, Record<string, never>>, {
    shouldUseMultipart: false,
    limit: 4,
    // The key only ties a signing request back to its file; the server names the object.
    generateObjectKey: (file: ImageFile) => file.id,
    signRequest: async (request) => {
      if (request.method !== 'PUT' || 'uploadId' in request) {
        throw new Error('Only single-request uploads are supported');
      }
      let target: UploadAddress;
      try {
        target = await requestUploadTarget(purpose, uppy.getFile(request.key)?.name ?? undefined);
      } catch (error) {
        if (isUnauthorizedError(error)) handleMutationError(error);
        // Uppy shows this under the file: the server's words (the storage quota, too many
        // uploads waiting), not "413: {…}".
        throw new Error(errorMessage(error));
      }
      targets.set(request.key, target);
      return {
        // The local driver hands out a relative address; the uploader needs an absolute one.
        url: new URL(target.uploadURL, window.location.href).href,
        headers: { 'content-type': request.contentType ?? 'application/octet-stream' },
      };
    },
  });

  // A refused PUT carries the server's reason (413 too large, 415 not an image, 403 expired):
  // show that under the file instead of the bare status.
  uppy.on('upload-error', (file, error) => {
    const message = serverMessage(error);
    if (file && message) uppy.setFileState(file.id, { error: message });
  });

  // Uppy keeps its "Upload failed" state until every file is gone: once the member has
  // removed the files that failed, the others' outcome stands.
  uppy.on('file-removed', () => {
    const { files, error } = uppy.getState();
    if (error && !Object.values(files).some((f) => f.error)) uppy.setState({ error: null });
  });

  uppy.on('dashboard:modal-open', () => getOptions().onOpenChange?.(true));
  uppy.on('dashboard:modal-closed', () => getOptions().onOpenChange?.(false));

  uppy.on('complete', async (result) => {
    const successful = (result.successful ?? []) as ImageFile[];
    const uploaded: UploadedImage[] = [];
    for (const file of successful) {
      const target = targets.get(file.id);
      if (!target) continue;
      uploaded.push({
        id: file.id,
        name: file.name ?? 'image',
        type: file.type ?? 'application/octet-stream',
        size: file.size ?? 0,
        title: String(file.meta.title ?? ''),
        description: String(file.meta.description ?? ''),
        uploadURL: target.uploadURL,
        objectPath: target.objectPath,
      });
    }
    const failed: FailedUpload[] = ((result.failed ?? []) as ImageFile[]).map((file) => ({
      id: file.id,
      name: file.name ?? 'file',
      // The server's words, set on the file by the 'upload-error' handler above.
      reason: uppy.getFile(file.id)?.error || file.error || 'The upload did not finish',
    }));
    const { onComplete, onFailed } = getOptions();
    // The failures first, so the screen knows of them while it saves the others.
    if (failed.length > 0) onFailed?.(failed);
    if (uploaded.length > 0) {
      try {
        await onComplete(uploaded);
      } catch {
        // The caller reported it; keep the dialog so the member can see what happened.
        return;
      }
      // The screen may have closed (and destroyed the widget) once it had what it needed.
      if (destroyed) return;
    }
    if (failed.length > 0) {
      if (!onFailed) return;
      // Only the failed files stay, so the next Upload tries nothing twice.
      for (const file of uploaded) uppy.removeFile(file.id);
      await dashboard()?.closeModal();
      return;
    }
    if (uploaded.length === 0) return;
    await dashboard()?.closeModal();
    reset();
  });

  function reset() {
    uppy.cancelAll();
    targets.clear();
  }

  const dashboard = () =>
    uppy.getPlugin('Dashboard') as Dashboard<ImageMeta, Record<string, never>> | undefined;

  return {
    open: () => {
      // Files left from a finished or abandoned session start the next one afresh.
      const { files } = uppy.getState();
      const stale = Object.values(files).some((f) => f.progress.uploadComplete || f.error);
      if (stale) reset();
      void dashboard()?.openModal();
    },
    close: () => {
      void dashboard()?.closeModal();
    },
    removeFile: (id) => {
      if (uppy.getFile(id)) uppy.removeFile(id);
    },
    destroy: () => {
      destroyed = true;
      unpatch();
      void dashboard()?.closeModal();
      uppy.destroy();
      targets.clear();
    },
  };
}
