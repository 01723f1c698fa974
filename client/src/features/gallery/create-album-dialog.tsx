import { type AlbumForm, albumFormSchema } from '@shared/schema/forms/gallery';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerIssues } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <CreateAlbumContent onCreated={onCreated} onClose={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

function CreateAlbumContent({
  onCreated,
  onClose,
}: {
  onCreated: (album: PhotoAlbumItem) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const opener = useRef(document.activeElement as HTMLElement | null);
  const create = useCreateAlbum();
  const form = useForm<AlbumForm, unknown, FormOutput>({
    resolver: zodResolver(albumFormSchema),
    defaultValues: { name: '', description: '', isPublic: true },
  });
  const showServerIssues = useServerIssues(form.setError, ALBUM_FIELDS);
  const { errors } = form.formState;

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

  const keepOpenWhilePending = (event: Event) => {
    if (create.isPending) event.preventDefault();
  };
  const descriptionId = `${ids}-description`;
  const descriptionErrorId = errors.description ? `${descriptionId}-error` : undefined;

  return (
    <DialogContent
      onEscapeKeyDown={keepOpenWhilePending}
      onPointerDownOutside={keepOpenWhilePending}
      onCloseAutoFocus={(event) => {
        // Creating selects the album and the page moves on; otherwise back to the opener.
        if (create.isSuccess) return;
        event.preventDefault();
        opener.current?.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>Create Album</DialogTitle>
        <DialogDescription>Group photos from an event or occasion.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={`${ids}-name`}
          label="Album Name"
          required
          autoComplete="off"
          maxLength={200}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="grid gap-2">
          <Label htmlFor={descriptionId}>Description (Optional)</Label>
          <Textarea
            id={descriptionId}
            rows={3}
            maxLength={2000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={descriptionErrorId}
            {...form.register('description')}
          />
          {errors.description?.message ? (
            <p id={descriptionErrorId} className="text-sm font-medium text-destructive-text">
              {errors.description.message}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={create.isPending}
            aria-busy={create.isPending || undefined}
          >
            {create.isPending ? 'Creating...' : 'Create Album'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
