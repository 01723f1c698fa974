import type { UploadPurpose } from '@shared/contracts/choices';

/** One image the member uploaded through the widget, handed back to the screen that asked. */
export interface UploadedImage {
  /** Uppy's id for the file (stable for this dialog session only). */
  id: string;
  /** The file's own name, e.g. `team-dinner.jpg`. */
  name: string;
  type: string;
  size: number;
  /** Per-file fields the member edited in the dashboard (empty when not shown). */
  title: string;
  description: string;
  /** The address the file was PUT to, exactly as `POST /api/objects/upload` handed it out. */
  uploadURL: string;
  /** Where the server keeps it: `/objects/uploads/<id>`. */
  objectPath: string;
}

/** A picked file the widget could not upload, with the reason in the server's words. */
export interface FailedUpload {
  id: string;
  name: string;
  reason: string;
}

export interface ImageUploaderOptions {
  /** 1 for the profile photo, 10 for the gallery (spec §5). */
  maxNumberOfFiles: number;
  /**
   * What the addresses are for (`POST /api/objects/upload`): 'image' (the default) asks
   * with an empty body, as the spec's call does; 'document' asks for a document address.
   */
  purpose?: UploadPurpose;
  /**
   * Uppy's type restriction; the purpose's list by default (JPEG, PNG, GIF, WebP for images).
   * A file of another type is refused with the purpose's words ('JPEG, PNG, GIF or WebP
   * images only'), never a list of MIME types.
   */
  allowedFileTypes?: string[];
  /** Bytes per file; the purpose's server limit by default (10 MB images, 25 MB documents). */
  maxFileSize?: number;
  /** Show the per-file Title and Description fields (the gallery uses them). */
  withMetaFields?: boolean;
  /** The dialog's accessible name, e.g. 'Upload profile photo'. */
  dialogLabel?: string;
  /** A line under the drop area; by default the purpose's types and size in words. */
  note?: string;
  /**
   * Called once every picked file is stored. When it resolves the dialog closes and
   * forgets the files; when it throws the dialog stays open so the member can retry.
   */
  onComplete: (files: UploadedImage[]) => void | Promise<void>;
  /**
   * When given, files that failed to upload are handed here (after `onComplete` for the
   * others) and the widget closes, so the screen can show each reason beside its file;
   * without it the widget stays open on its own error view.
   */
  onFailed?: (files: FailedUpload[]) => void;
  /**
   * Told when the widget's modal opens (`true`) and closes (`false`), e.g. so a Radix
   * dialog underneath can step out of modal mode while the widget has the focus.
   */
  onOpenChange?: (open: boolean) => void;
}

export interface ImageUploaderHandle {
  open: () => void;
  /** Forgets one file (a failed one the member removed), clearing the widget's error with it. */
  removeFile: (id: string) => void;
  close: () => void;
  destroy: () => void;
}
