import type { AlbumEdit, AlbumForm, Photo, PhotoAlbum, PhotoEdit } from '@shared/contracts/gallery';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { Deletion } from '@/components/delete-with-reason-dialog';
import type { ReactionCache } from '@/features/reactions';
import { deleteWithReason, getJson, queryClient, sendJson } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';
import { PHOTOS_URL, photoKeys } from './keys';

/** `GET /api/photo-albums`: an album with its exact photo count and cover thumbnail. */
export type PhotoAlbumItem = PhotoAlbum;
/** A photo as `GET /api/photos` answers it (spec §3), with its addresses, uploader, canEdit and canDelete. */
export type PhotoItem = Photo;

/** One photo record to create after its file was PUT to storage. */
export interface NewPhoto {
  albumId: number;
  title?: string;
  description?: string;
  fileName: string;
  objectPath: string;
}

const ALBUMS_URL = '/api/photo-albums';
const ALBUMS_KEY = [ALBUMS_URL] as const;

/** Photos per page of the grid (the server allows up to 200). */
export const PHOTO_PAGE_SIZE = 24;
/**
 * Albums per page of the sidebar: the server's most, since a sidebar entry is one short
 * line and a member looks for an album by name; Load more brings the rest.
 */
export const ALBUM_PAGE_SIZE = 200;
const FAILED = 'Failed to fetch photos';

/** What a photo is called on screen: its title, else its file name. */
export const photoLabel = (photo: Pick<PhotoItem, 'title' | 'fileName'>) =>
  photo.title?.trim() || photo.fileName;

/**
 * The gallery's queries, one factory each: every hook and every invalidation reads its
 * key and function from here, so a key can never drift from its URL.
 */
export const galleryQueries = {
  albumsAll: ALBUMS_KEY,
  photosAll: photoKeys.all,
  /** Albums newest first, a page at a time. */
  albums: () =>
    infiniteQueryOptions({
      queryKey: [...ALBUMS_KEY, 'list'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(ALBUM_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<PhotoAlbumItem>(`${ALBUMS_URL}?${query}`, FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** Photos newest first, a page at a time; `albumId` null means All Photos. */
  photos: (albumId: number | null) =>
    infiniteQueryOptions({
      queryKey: photoKeys.list(albumId),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(PHOTO_PAGE_SIZE) });
        if (albumId !== null) query.set('albumId', String(albumId));
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<PhotoItem>(`${PHOTOS_URL}?${query}`, FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** One photo, by its address (`/gallery?album=1&photo=2`, decision 014). */
  photo: (photoId: number) =>
    queryOptions({
      queryKey: photoKeys.one(photoId),
      queryFn: () => getJson<PhotoItem>(`${PHOTOS_URL}/${photoId}`),
      // A 404 is an answer (the photo is gone), not a hiccup to retry.
      retry: false,
    }),
};

/** Albums newest first, a page at a time (the sidebar's Load more). */
export function useAlbums() {
  return useInfiniteQuery({
    ...galleryQueries.albums(),
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}

export interface PhotoList {
  photos: PhotoItem[];
  /** X-Total-Count of the first page: every photo matching, not just those loaded. */
  total: number | null;
}

/** Newest first; `albumId` null means All Photos. */
export function usePhotos(albumId: number | null) {
  return useInfiniteQuery({
    ...galleryQueries.photos(albumId),
    select: (data): PhotoList => ({
      photos: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/** A shared address's photo, asked for on its own when the loaded grid does not hold it. */
export function usePhoto(photoId: number | null, enabled: boolean) {
  return useQuery({ ...galleryQueries.photo(photoId ?? 0), enabled: enabled && photoId !== null });
}

/** Albums (counts, covers), every photo list and the dashboard carousel. */
export function invalidateGallery() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: galleryQueries.albumsAll }),
    queryClient.invalidateQueries({ queryKey: galleryQueries.photosAll }),
  ]);
}

export function useCreateAlbum() {
  return useMutation({
    mutationFn: (body: AlbumForm) => sendJson<PhotoAlbumItem>('POST', ALBUMS_URL, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.albumsAll }),
  });
}

/** The album's creator renames it (`PATCH /api/photo-albums/:id`). */
export function useUpdateAlbum(id: number) {
  return useMutation({
    mutationFn: (body: AlbumEdit) => sendJson<PhotoAlbumItem>('PATCH', `${ALBUMS_URL}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.albumsAll }),
  });
}

/** The album's creator deletes it with every photo in it (decision 012). */
export function useDeleteAlbum() {
  return useMutation({
    mutationFn: ({ id, reason }: Deletion) => deleteWithReason(`${ALBUMS_URL}/${id}`, reason),
    onSuccess: invalidateGallery,
  });
}

/** The uploader changes a photo's title and description (`PATCH /api/photos/:id`). */
export function useUpdatePhoto(id: number) {
  return useMutation({
    mutationFn: (body: PhotoEdit) => sendJson<PhotoItem>('PATCH', `${PHOTOS_URL}/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.photosAll }),
  });
}

/** One `POST /api/photos`; the caller refreshes once the whole batch is saved. */
export function createPhoto(body: NewPhoto): Promise<PhotoItem> {
  return sendJson<PhotoItem>('POST', PHOTOS_URL, body);
}

export function useDeletePhoto() {
  return useMutation({
    mutationFn: ({ id, reason }: Deletion) => deleteWithReason(`${PHOTOS_URL}/${id}`, reason),
    onSuccess: invalidateGallery,
  });
}

/**
 * Where the gallery keeps a photo's reactions (issue 37): its item in the grid's pages,
 * which the viewer shows.
 */
export const photoReactionCache = (
  albumId: number | null,
  photoId: number,
): ReactionCache<InfiniteData<Page<PhotoItem>>> => ({
  queryKey: galleryQueries.photos(albumId).queryKey,
  patch: (data, change) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((photo) =>
        photo.id === photoId ? { ...photo, ...change(photo) } : photo,
      ),
    })),
  }),
});
