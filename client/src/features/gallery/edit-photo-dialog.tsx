import { photoEditSchema } from '@shared/contracts/gallery';
import { FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type PhotoItem, useUpdatePhoto } from './api';
import { DescriptionField } from './description-field';

/** Edit Photo: the uploader changes its title and description (`canEdit`). */
export function EditPhotoDialog({ photo, onClose }: { photo: PhotoItem; onClose: () => void }) {
  const update = useUpdatePhoto(photo.id);
  const { form, dialog } = useMutationForm({
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
      {...dialog}
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
      <DescriptionField control={form.control} />
    </FormDialog>
  );
}
