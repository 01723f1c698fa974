import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { errorStatus } from '@/lib/errors';
import { galleryHref } from '@/lib/gallery-href';
import { usePhoto, type usePhotos } from './api';
import { photoIdFromSearch } from './permalink';

export interface LinkedPhoto {
  /** The viewer's photo in the loaded list, or null when the viewer is closed. */
  index: number | null;
  /** Opens the viewer on a photo of the list, moves it, or closes it (null). */
  show: (index: number | null) => void;
}

/**
 * The photo in the viewer is the address's `?photo=ID` (decision 014), so it can be
 * shared, refreshed and left with Back. Opening, moving and closing replace the history
 * entry, so Back leaves the album rather than stepping through every photo seen.
 *
 * A shared address may name a photo the grid has not loaded yet: it is asked for on its
 * own, and the grid loads on until it holds it (the viewer counts and steps through the
 * grid's list). A photo of another album moves the address to that album; a photo that is
 * gone says so and leaves the album on screen.
 */
export function useLinkedPhoto(
  albumId: number | null,
  photos: ReturnType<typeof usePhotos>,
): LinkedPhoto {
  const [, navigate] = useLocation();
  const photoId = photoIdFromSearch(useSearch());
  const list = photos.data?.photos ?? [];
  const index = photoId === null ? -1 : list.findIndex((p) => p.id === photoId);
  const single = usePhoto(photoId, index === -1 && photos.isSuccess);
  const linked = single.data?.id === photoId ? single.data : undefined;
  const otherAlbum = linked !== undefined && albumId !== null && linked.albumId !== albumId;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photos;
  useEffect(() => {
    if (index !== -1 || !linked) return;
    if (otherAlbum) navigate(galleryHref(linked.albumId, linked.id), { replace: true });
    else if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [index, linked, otherAlbum, hasNextPage, isFetchingNextPage, fetchNextPage, navigate]);

  // Gone (404), unreadable, or (deleted meanwhile) not in the fully loaded list.
  const missing =
    photoId !== null &&
    index === -1 &&
    (single.isError || (linked !== undefined && !otherAlbum && photos.isSuccess && !hasNextPage));
  useEffect(() => {
    if (!missing) return;
    const gone = single.isError ? errorStatus(single.error) === 404 : true;
    toast({
      title: 'Photo not found',
      description: gone
        ? 'This photo was deleted or the link is wrong.'
        : 'The photo could not be loaded. Try again later.',
      variant: 'destructive',
    });
    navigate(galleryHref(albumId), { replace: true });
  }, [missing, single.isError, single.error, albumId, navigate]);

  const show = (next: number | null) => {
    const photo = next === null ? undefined : list[next];
    navigate(galleryHref(albumId, photo?.id ?? null), { replace: true });
  };
  return { index: index === -1 ? null : index, show };
}
