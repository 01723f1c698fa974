import type { AlbumEdit } from '@shared/contracts/gallery';
import { albumEditSchema } from '@shared/contracts/gallery';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type PhotoAlbumItem, useCreateAlbum, useUpdateAlbum } from './api';
import { DescriptionField } from './description-field';

interface AlbumFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The album to rename; absent: Create Album. */
  album?: PhotoAlbumItem;
  /** The album as saved (a new one, so the page can select it: spec §2). */
  onSaved?: (album: PhotoAlbumItem) => void;
}

/** Create Album and Edit Album: one form, the name and description of an album. */
export function AlbumFormDialog({ open, onOpenChange, album, onSaved }: AlbumFormDialogProps) {
  // Mounted per opening, so each one starts from a clean form (or the album as saved).
  return open ? (
    <AlbumForm album={album} onSaved={onSaved} onClose={() => onOpenChange(false)} />
  ) : null;
}

/** What differs between creating and renaming: the texts and where a draft is kept. */
const CREATE = {
  title: 'Create Album',
  description: 'Group photos from an event or occasion.',
  submitLabel: 'Create Album',
  pendingLabel: 'Creating...',
  toast: 'Album created successfully',
  draftKey: 'album:new',
} as const;
const RENAME = {
  title: 'Edit Album',
  description: "Change the album's name and description.",
  submitLabel: 'Save Changes',
  pendingLabel: 'Saving...',
  toast: 'Album updated',
  // An edit starts from the album as saved, never from an old draft.
  draftKey: null,
} as const;

function AlbumForm({
  album,
  onSaved,
  onClose,
}: Pick<AlbumFormDialogProps, 'album' | 'onSaved'> & { onClose: () => void }) {
  const texts = album ? RENAME : CREATE;
  // Both hooks are called (hooks cannot be conditional); a mutation does nothing until used.
  const create = useCreateAlbum();
  const update = useUpdateAlbum(album?.id ?? 0);
  // A new album is public by default (the schema's default), so both send name and description.
  const mutation: UseMutationResult<PhotoAlbumItem, unknown, AlbumEdit, unknown> = album
    ? update
    : create;
  const { form, dialog } = useMutationForm({
    schema: albumEditSchema,
    defaultValues: { name: album?.name ?? '', description: album?.description ?? '' },
    mutation,
    draftKey: texts.draftKey,
    onSuccess: (saved) => {
      toast({ title: texts.toast });
      onClose();
      onSaved?.(saved);
    },
    onDismiss: onClose,
  });

  return (
    <FormDialog
      title={texts.title}
      description={texts.description}
      {...dialog}
      onCloseAutoFocus={(event) => {
        // Creating selects the album and the page moves the focus on; else back to the opener.
        if (!album && create.isSuccess) event.preventDefault();
      }}
      pendingLabel={texts.pendingLabel}
      submitLabel={texts.submitLabel}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Album Name"
        required
        autoComplete="off"
        maxLength={200}
      />
      <DescriptionField control={form.control} />
    </FormDialog>
  );
}
