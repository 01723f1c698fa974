import { albumFormSchema } from '@shared/schema/forms/gallery';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type PhotoAlbumItem, useCreateAlbum } from './api';

interface CreateAlbumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new album, so the page can select it (spec §2). */
  onCreated: (album: PhotoAlbumItem) => void;
}

export function CreateAlbumDialog({ open, onOpenChange, onCreated }: CreateAlbumDialogProps) {
  // Mounted per opening, so each one starts from a clean form.
  return open ? (
    <CreateAlbumForm onCreated={onCreated} onClose={() => onOpenChange(false)} />
  ) : null;
}

function CreateAlbumForm({
  onCreated,
  onClose,
}: {
  onCreated: (album: PhotoAlbumItem) => void;
  onClose: () => void;
}) {
  const create = useCreateAlbum();
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    onDismiss: onClose,
    schema: albumFormSchema,
    defaultValues: { name: '', description: '', isPublic: true },
    mutation: create,
    draftKey: 'album:new',
    onSuccess: (album) => {
      toast({ title: 'Album created successfully' });
      onClose();
      onCreated(album);
    },
  });

  return (
    <FormDialog
      title="Create Album"
      description="Group photos from an event or occasion."
      onSubmit={onSubmit}
      onClose={dismiss}
      onCloseAutoFocus={(event) => {
        // Creating selects the album and the page moves the focus on; else back to the opener.
        if (create.isSuccess) event.preventDefault();
      }}
      pending={pending}
      pendingLabel="Creating..."
      submitLabel="Create Album"
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
