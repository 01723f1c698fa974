import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { lazyMountedDialog } from './lazy-dialog';

/**
 * A delete, with the reason staff give for someone else's post (decisions 018, 022); the
 * moderation queue's items are keyed by kind and id (decision 021).
 */
export interface Deletion<Id = number> {
  id: Id;
  reason?: string;
}

export interface DeleteWithReasonProps<Id> {
  id: Id;
  title: string;
  description: string;
  mutation: UseMutationResult<void, Error, Deletion<Id>>;
  successToast: string;
  onDeleted: () => void;
  onClose: () => void;
  /** Where the focus goes once closed (FormDialog's): by default back to the opener. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Staff deleting someone else's post — a discussion, reply, job, resource, album, photo or
 * event — say why (decisions 018, 022): a dialog with a required reason, kept in the audit
 * log. Mounted per opening, so each starts afresh. The item's own Delete (the owner's, which
 * needs no reason) stays a ConfirmDialog; `deleteNeedsReason` in the answer picks which.
 * The moderation queue (decision 021) uses it too.
 *
 * Its form (zod, react-hook-form) downloads when it first opens: only staff ever open it,
 * and every page with members' posts offers it.
 */
export const DeleteWithReasonDialog = lazyMountedDialog(() =>
  import('./delete-with-reason-form').then((m) => m.DeleteWithReasonForm),
) as <Id>(props: DeleteWithReasonProps<Id>) => ReactElement;
