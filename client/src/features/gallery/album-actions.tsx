import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { ModerateMenu } from '@/features/reports';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { type PhotoAlbumItem, useDeleteAlbum } from './api';

// The form downloads when first opened, keeping zod and react-hook-form out of the first load.
const AlbumFormDialog = lazyDialog(() =>
  import('./album-form-dialog').then((m) => m.AlbumFormDialog),
);

const photosOf = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/** What the delete confirmation says: the album goes with every photo in it (decision 012). */
export const deleteAlbumText = (album: Pick<PhotoAlbumItem, 'name' | 'photoCount'>) =>
  album.photoCount === 0
    ? `Delete the album "${album.name}"? It has no photos.`
    : `Delete the album "${album.name}" and its ${photosOf(album.photoCount)}? The photos are deleted with it, whoever uploaded them. This cannot be undone.`;

interface AlbumActionsProps {
  album: PhotoAlbumItem;
  /** After the album is gone: the page shows All Photos and moves the focus to the album list. */
  onDeleted: () => void;
  /**
   * Staff deleting someone else's album (decision 022): the page asks for the reason, as
   * these actions are gone with the album before a dialog of their own could finish.
   */
  onDeleteWithReason: () => void;
  /** The id of the album's heading, which staff's Moderate menu points at. */
  describedBy?: string;
}

/**
 * Rename and Delete for the album's creator; for staff, the Moderate menu's Delete… with a
 * reason (decision 022); nothing for anyone else (the server's canEdit/canDelete).
 */
export function AlbumActions({
  album,
  onDeleted,
  onDeleteWithReason,
  describedBy,
}: AlbumActionsProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAlbum();
  if (!album.canEdit && !album.canDelete) return null;

  return (
    <div className="flex flex-wrap gap-2">
      {album.canEdit ? (
        <Button type="button" variant="outline" size="sm" onClick={() => setRenaming(true)}>
          <Pencil aria-hidden="true" />
          Rename Album
        </Button>
      ) : null}
      <AlbumFormDialog album={album} open={renaming} onOpenChange={setRenaming} />
      {album.canDelete && album.deleteNeedsReason ? (
        // Staff on someone else's album: the Moderate menu every kind of item has.
        <ModerateMenu
          onDelete={onDeleteWithReason}
          label="Moderate album"
          describedBy={describedBy}
          size="sm"
        />
      ) : album.canDelete ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          pending={remove.isPending}
          // The dialog owns its button, so Cancel and Escape give it the focus back.
          trigger={
            <Button type="button" variant="destructive" size="sm">
              <Trash2 aria-hidden="true" />
              Delete Album
            </Button>
          }
          title="Delete album"
          description={deleteAlbumText(album)}
          confirmLabel="Delete Album"
          pendingLabel="Deleting..."
          onCloseAutoFocus={(event) => {
            // Deleted: the page moves the focus to the album list; cancelled: back to Delete.
            if (remove.isSuccess) event.preventDefault();
          }}
          onConfirm={async () => {
            try {
              await remove.mutateAsync({ id: album.id });
              toast({ title: 'Album deleted' });
              setConfirming(false);
              onDeleted();
            } catch (error) {
              handleMutationError(error);
              setConfirming(false);
            }
          }}
        />
      ) : null}
    </div>
  );
}
