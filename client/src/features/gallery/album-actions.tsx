import { albumEditSchema } from '@shared/schema/forms/gallery';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { type PhotoAlbumItem, useDeleteAlbum, useUpdateAlbum } from './api';

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
}

/** Rename and Delete for the album's creator; nothing for anyone else (the server's canEdit/canDelete). */
export function AlbumActions({ album, onDeleted }: AlbumActionsProps) {
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
      {renaming ? <RenameAlbumForm album={album} onClose={() => setRenaming(false)} /> : null}
      {album.canDelete ? (
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
              await remove.mutateAsync(album.id);
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

function RenameAlbumForm({ album, onClose }: { album: PhotoAlbumItem; onClose: () => void }) {
  const update = useUpdateAlbum(album.id);
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    schema: albumEditSchema,
    defaultValues: { name: album.name, description: album.description ?? '' },
    mutation: update,
    // An edit starts from the album as saved, never from an old draft.
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Album updated' });
      onClose();
    },
    onDismiss: onClose,
  });

  return (
    <FormDialog
      title="Edit Album"
      description="Change the album's name and description."
      onSubmit={onSubmit}
      onClose={dismiss}
      pending={pending}
      pendingLabel="Saving..."
      submitLabel="Save Changes"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Album Name"
        required
        autoComplete="off"
        maxLength={200}
      />
      <FormTextAreaField
        control={form.control}
        name="description"
        label="Description (Optional)"
        rows={3}
        maxLength={2000}
      />
    </FormDialog>
  );
}
