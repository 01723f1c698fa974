import { galleryHref } from '@/lib/gallery-href';
import { copyLink, idFromSearch } from '@/lib/links';

/** The album the gallery shows (`?album=ID`); null: All Photos. */
export const albumIdFromSearch = (search: string) => idFromSearch(search, 'album');

/** The photo open in the viewer (`?photo=ID`), or null when the viewer is closed. */
export const photoIdFromSearch = (search: string) => idFromSearch(search, 'photo');

/** The address a photo is shared by: its album with the viewer open on it. */
export const photoPermalink = (photo: { id: number; albumId: number }) =>
  `${window.location.origin}${galleryHref(photo.albumId, photo.id)}`;

export function copyPhotoLink(photo: { id: number; albumId: number }): Promise<void> {
  return copyLink(photoPermalink(photo), 'Photo link copied to clipboard');
}
