import { toast } from '@/hooks/use-toast';
import { galleryHref } from '@/lib/gallery-href';

/** A positive id from one parameter of the address, or null when absent or not an id. */
function idParam(search: string, name: 'album' | 'photo'): number | null {
  const raw = new URLSearchParams(search).get(name);
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/** The album the gallery shows (`?album=ID`); null: All Photos. */
export const albumIdFromSearch = (search: string) => idParam(search, 'album');

/** The photo open in the viewer (`?photo=ID`), or null when the viewer is closed. */
export const photoIdFromSearch = (search: string) => idParam(search, 'photo');

/** The address a photo is shared by: its album with the viewer open on it. */
export const photoPermalink = (photo: { id: number; albumId: number }) =>
  `${window.location.origin}${galleryHref(photo.albumId, photo.id)}`;

export async function copyPhotoLink(photo: { id: number; albumId: number }): Promise<void> {
  const url = photoPermalink(photo);
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: 'Photo link copied to clipboard' });
  } catch {
    toast({
      title: 'Error',
      description: `The link could not be copied. Copy it by hand: ${url}`,
      variant: 'destructive',
    });
  }
}
