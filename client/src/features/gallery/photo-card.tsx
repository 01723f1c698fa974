import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { lazyMountedDialog } from '@/components/lazy-dialog';
import { MemberLink } from '@/components/member-link';
import { Button } from '@/components/ui/button';
import { HiddenMark, ModerateMenu, ReportButton } from '@/features/reports';
import { toast } from '@/hooks/use-toast';
import { relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { type PhotoItem, photoLabel, useDeletePhoto } from './api';

// The edit form (and zod with it) downloads when an uploader first edits a photo.
const EditPhotoDialog = lazyMountedDialog(() =>
  import('./edit-photo-dialog').then((m) => m.EditPhotoDialog),
);

interface PhotoCardProps {
  /** Only the uploader sees Edit and Delete (spec §6): the server says so in `canEdit`/`canDelete`. */
  photo: PhotoItem;
  onView: () => void;
  /**
   * Staff deleting someone else's photo (decision 022): the page asks for the reason, as the
   * card is gone from the refreshed list before a dialog of its own could say it was deleted.
   */
  onDeleteWithReason: () => void;
}

/**
 * A square thumbnail with its title (else file name) and relative date. View, and Edit and
 * Delete for one's own photos, appear on hover and whenever anything in the card has focus;
 * staff's Moderate menu sits under the caption.
 */
export function PhotoCard({ photo, onView, onDeleteWithReason }: PhotoCardProps) {
  const { canDelete, canEdit } = photo;
  // Staff on someone else's photo: its Delete asks why (the page's dialog), and they may
  // hide it; both from the Moderate menu every kind of item has (decisions 021, 022).
  const staff = photo.deleteNeedsReason;
  const ownDelete = canDelete && !staff;
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeletePhoto();
  const label = photoLabel(photo);

  return (
    <li className="group min-w-0" data-testid="photo-card">
      <div className="relative aspect-square overflow-hidden rounded-lg border bg-muted">
        <img
          src={photo.thumbnailUrl ?? photo.url}
          alt={label}
          loading="lazy"
          decoding="async"
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <div className="absolute inset-0 flex flex-wrap content-center items-center justify-center gap-2 bg-black/55 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none pointer-coarse:content-end pointer-coarse:items-end pointer-coarse:justify-end pointer-coarse:bg-transparent pointer-coarse:p-2 pointer-coarse:opacity-100">
          <Button
            type="button"
            size="sm"
            onClick={onView}
            aria-label={`View ${label}`}
            className="surface-ink"
          >
            <Eye aria-hidden="true" />
            View
          </Button>
          {canEdit ? (
            <Button
              type="button"
              size="icon"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Edit ${label}`}
              title="Edit"
            >
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {ownDelete ? (
            <Button
              type="button"
              size="icon"
              variant="destructive"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${label}`}
              title="Delete"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <div className="mt-2 min-w-0">
        <p className="truncate text-sm font-medium" title={label}>
          {label}
        </p>
        {photo.uploader ? (
          <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
            <span className="shrink-0">by</span>
            <MemberLink
              member={photo.uploader}
              nameClassName="truncate"
              className="text-foreground"
            />
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {relativeTime(photo.createdAt, 'Unknown date')}
        </p>
        {photo.hidden ? <HiddenMark itemType="photo" itemId={photo.id} canUnhide={staff} /> : null}
        {photo.canReport ? (
          <ReportButton
            itemType="photo"
            itemId={photo.id}
            what="this photo"
            label={`Report ${label}`}
            className="-ml-2 h-7"
          />
        ) : null}
        {staff ? (
          <ModerateMenu
            hide={photo.hidden ? undefined : { itemType: 'photo', itemId: photo.id }}
            onDelete={canDelete ? onDeleteWithReason : undefined}
            label={`Moderate ${label}`}
            size="sm"
            className="h-7"
          />
        ) : null}
      </div>
      {canEdit && editing ? (
        <EditPhotoDialog photo={photo} onClose={() => setEditing(false)} />
      ) : null}
      {ownDelete ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          pending={remove.isPending}
          title="Delete photo"
          description="Are you sure you want to delete this photo?"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          onConfirm={async () => {
            // mutateAsync: the card unmounts when the refreshed list no longer has it,
            // and per-call callbacks of an unmounted observer never run.
            try {
              await remove.mutateAsync({ id: photo.id });
              toast({ title: 'Photo deleted successfully' });
            } catch (error) {
              handleMutationError(error);
            } finally {
              setConfirming(false);
            }
          }}
        />
      ) : null}
    </li>
  );
}
