import { type AlbumForm, albumFormSchema } from '@shared/schema/forms/gallery';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { useServerIssues } from '@/components/form';
import { FormDialog } from '@/components/form-dialog';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { type PhotoAlbumItem, useCreateAlbum } from './api';

const ALBUM_FIELDS = ['name', 'description'];

type FormOutput = z.output<typeof albumFormSchema>;

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
  const form = useForm<AlbumForm, unknown, FormOutput>({
    resolver: zodResolver(albumFormSchema),
    defaultValues: { name: '', description: '', isPublic: true },
  });
  const showServerIssues = useServerIssues(form.setError, ALBUM_FIELDS);

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (album) => {
        toast({ title: 'Album created successfully' });
        onClose();
        onCreated(album);
      },
      onError: showServerIssues,
    }),
  );

  return (
    <FormDialog
      title="Create Album"
      description="Group photos from an event or occasion."
      onSubmit={onSubmit}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        // Creating selects the album and the page moves the focus on; else back to the opener.
        if (create.isSuccess) event.preventDefault();
      }}
      pending={create.isPending}
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
