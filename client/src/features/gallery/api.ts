import type { AlbumForm } from '@shared/schema/forms/gallery';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

/** `GET /api/photo-albums`: an album with its exact photo count and cover thumbnail. */
export interface PhotoAlbumItem {
  id: number;
  name: string;
  description: string | null;
  createdBy: string;
  isPublic: boolean;
  coverPhotoId: number | null;
  photoCount: number;
  createdAt: string | null;
  updatedAt: string | null;
  coverThumbnailUrl: string | null;
}

/** A photo as `GET /api/photos` answers it (spec §3), with its addresses and uploader. */
export interface PhotoItem {
  id: number;
  albumId: number;
  title: string | null;
  description: string | null;
  fileName: string;
  fileSize: number | null;
  mimeType: string | null;
  objectPath: string;
  thumbnailPath: string | null;
  uploadedBy: string;
  width: number | null;
  height: number | null;
  createdAt: string | null;
  /** The full-size image. */
  url: string;
  /** The small WebP the server made; the original when there is none. */
  thumbnailUrl: string | null;
  uploader: { id: string; firstName: string | null; lastName: string | null } | null;
}

/** One photo record to create after its file was PUT to storage. */
export interface NewPhoto {
  albumId: number;
  title?: string;
  description?: string;
  fileName: string;
  objectPath: string;
}

export const ALBUMS_KEY = ['/api/photo-albums'] as const;
/** Every photo query (the gallery's lists and the dashboard carousel) starts with this. */
export const PHOTOS_KEY = ['/api/photos'] as const;
const listKey = (albumId: number | null) => [...PHOTOS_KEY, 'list', { albumId }] as const;

/** Photos per page of the grid (the server allows up to 200). */
export const PHOTO_PAGE_SIZE = 24;
const FAILED = 'Failed to fetch photos';

/** What a photo is called on screen: its title, else its file name. */
export const photoLabel = (photo: Pick<PhotoItem, 'title' | 'fileName'>) =>
  photo.title?.trim() || photo.fileName;

export function useAlbums() {
  return useQuery<PhotoAlbumItem[]>({
    queryKey: ALBUMS_KEY,
    queryFn: async () => {
      let res: Response;
      try {
        res = await fetch(ALBUMS_KEY[0], { credentials: 'include' });
      } catch {
        throw new Error(FAILED);
      }
      if (!res.ok) throw new Error(FAILED);
      return (await res.json()) as PhotoAlbumItem[];
    },
  });
}

export interface PhotoList {
  photos: PhotoItem[];
  /** X-Total-Count of the first page: every photo matching, not just those loaded. */
  total: number | null;
}

/** Newest first; `albumId` null means All Photos. */
export function usePhotos(albumId: number | null) {
  return useInfiniteQuery<
    Page<PhotoItem>,
    Error,
    PhotoList,
    ReturnType<typeof listKey>,
    string | null
  >({
    queryKey: listKey(albumId),
    initialPageParam: null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PHOTO_PAGE_SIZE) });
      if (albumId !== null) params.set('albumId', String(albumId));
      if (pageParam) params.set('cursor', pageParam);
      return fetchPage<PhotoItem>(`/api/photos?${params}`, FAILED);
    },
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => ({
      photos: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/** Albums (counts, covers), every photo list and the dashboard carousel. */
export function invalidateGallery() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ALBUMS_KEY }),
    queryClient.invalidateQueries({ queryKey: PHOTOS_KEY }),
  ]);
}

export function useCreateAlbum() {
  return useMutation({
    mutationFn: async (body: AlbumForm): Promise<PhotoAlbumItem> =>
      (await apiRequest('POST', ALBUMS_KEY[0], body)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALBUMS_KEY }),
  });
}

/** One `POST /api/photos`; the caller refreshes once the whole batch is saved. */
export async function createPhoto(body: NewPhoto): Promise<PhotoItem> {
  return (await apiRequest('POST', PHOTOS_KEY[0], body)).json();
}

export function useDeletePhoto() {
  return useMutation({
    mutationFn: async (id: number): Promise<void> => {
      await apiRequest('DELETE', `/api/photos/${id}`);
    },
    onSuccess: invalidateGallery,
  });
}
