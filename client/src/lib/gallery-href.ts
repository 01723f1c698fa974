/**
 * The gallery's address: an album (null: All Photos) and, with the viewer open, a photo.
 * Each is its own address (decision 014), so Back, refresh and a shared link all work.
 * Here, not in the gallery feature, because the dashboard's carousel links to photos too.
 */
export function galleryHref(albumId: number | null, photoId: number | null = null): string {
  const params = new URLSearchParams();
  if (albumId !== null) params.set('album', String(albumId));
  if (photoId !== null) params.set('photo', String(photoId));
  const query = params.toString();
  return `/gallery${query ? `?${query}` : ''}`;
}
