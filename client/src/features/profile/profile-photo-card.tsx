import type { StoredObject } from '@shared/contracts/uploads';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ImageUploadButton, useImageUploader } from '@/features/uploads';
import { AUTH_USER_KEY, type CurrentMember } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { queryClient, sendJson } from '@/lib/api';
import { handleMutationError, isUnauthorizedError } from '@/lib/errors';
import { type PersonLike, userInitials } from '@/lib/names';

/**
 * `PUT /api/profile-image` with `save: true`: the uploaded photo becomes the member's at
 * once (decision 010), and the top bar's avatar follows.
 */
function useSaveProfilePhoto() {
  return useMutation({
    mutationFn: (imageURL: string) =>
      sendJson<StoredObject>('PUT', '/api/profile-image', { imageURL, save: true }),
    onSuccess: ({ objectPath }) => {
      queryClient.setQueryData<CurrentMember | null>(AUTH_USER_KEY, (user) =>
        user ? { ...user, profileImageUrl: objectPath } : user,
      );
    },
  });
}

interface ProfilePhotoCardProps {
  /** The photo the form will save: an `/objects/...` path, a web address, or none. */
  imageUrl: string | null | undefined;
  person: PersonLike;
  /** Called with the object path once the server accepted the uploaded photo. */
  onChange: (objectPath: string) => void;
}

/**
 * Profile Photo (spec §2, §4): preview or initials, 'Upload Photo' / 'Change Photo'.
 * Upload through the shared widget, then `PUT /api/profile-image` with the address the
 * file went to: the photo is saved there and then (no Save needed for it, decision 010),
 * shows at once, and the form keeps its path so saving the profile later changes nothing.
 */
export function ProfilePhotoCard({ imageUrl, person, onChange }: ProfilePhotoCardProps) {
  const setProfileImage = useSaveProfilePhoto();
  const uploader = useImageUploader({
    maxNumberOfFiles: 1,
    dialogLabel: 'Upload profile photo',
    note: 'One photo: JPEG, PNG, GIF or WebP, up to 10 MB',
    onComplete: async ([file]) => {
      if (!file) return;
      try {
        const { objectPath } = await setProfileImage.mutateAsync(file.uploadURL);
        onChange(objectPath);
        toast({
          title: 'Profile photo saved',
          description: 'Your new photo is saved; there is no need to press Save for it.',
        });
      } catch (error) {
        if (isUnauthorizedError(error)) {
          handleMutationError(error);
        } else {
          toast({
            title: 'Error',
            description: 'Failed to update profile image',
            variant: 'destructive',
          });
        }
      }
    },
  });

  const hasPhoto = Boolean(imageUrl);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile Photo</h2>
        </CardTitle>
        <CardDescription>Shown beside your name across the community.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 sm:flex-row lg:flex-col">
        <div
          className="relative flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-gold bg-gold text-3xl font-bold text-ink"
          data-testid="profile-photo-preview"
        >
          {hasPhoto ? (
            <img src={imageUrl ?? undefined} alt="Your avatar" className="size-full object-cover" />
          ) : (
            <span aria-label="No photo yet" role="img">
              {userInitials(person)}
            </span>
          )}
          {setProfileImage.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center bg-black/50">
              <Spinner className="size-8 text-gold" />
            </span>
          ) : null}
        </div>
        <div className="flex flex-col items-center gap-2 sm:items-start lg:items-center">
          <ImageUploadButton
            uploader={uploader}
            saving={setProfileImage.isPending}
            icon={<Camera aria-hidden="true" />}
          >
            {hasPhoto ? 'Change Photo' : 'Upload Photo'}
          </ImageUploadButton>
          <p className="max-w-56 text-center text-xs text-muted-foreground sm:text-left lg:text-center">
            JPEG, PNG, GIF or WebP, up to 10 MB. Saved as soon as it is uploaded.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
