import { photoEditSchema } from '@shared/contracts/gallery';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type PhotoItem, useUpdatePhoto } from './api';

/** Edit Photo: the uploader changes its title and description (`canEdit`). */
export function EditPhotoDialog({ photo, onClose }: { photo: PhotoItem; onClose: () => void }) {
  const update = useUpdatePhoto(photo.id);
  const { form, onSubmit, pending, dismiss } = useMutationForm({
    schema: photoEditSchema,
    defaultValues: { title: photo.title ?? '', description: photo.description ?? '' },
    mutation: update,
    // An edit starts from the photo as saved, never from an old draft.
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Photo updated' });
      onClose();
    },
    onDismiss: onClose,
  });

  return (
    <FormDialog
      title="Edit Photo"
      description={`Change the title and description of ${photo.fileName}.`}
      onSubmit={onSubmit}
      onClose={dismiss}
      pending={pending}
      pendingLabel="Saving..."
      submitLabel="Save Changes"
    >
      <FormTextField
        control={form.control}
        name="title"
        label="Title (Optional)"
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
