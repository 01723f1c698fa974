import { ImageOff, Plus, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { ResponsiveFilter } from '@/components/filter-nav';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadMore } from '@/components/load-more';
import { MemberLink } from '@/components/member-link';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { galleryHref } from '@/lib/gallery-href';
import { preloadOnIntent } from '@/lib/lazy-component';
import { authorName } from '@/lib/names';
import { AlbumActions, deleteAlbumText } from './album-actions';
import { AlbumSelect, AlbumSidebar } from './album-sidebar';
import {
  type PhotoAlbumItem,
  type PhotoItem,
  photoLabel,
  useAlbums,
  useDeleteAlbum,
  useDeletePhoto,
  usePhotos,
} from './api';
import { albumIdFromSearch } from './permalink';
import { PhotoCard } from './photo-card';
import { useLinkedPhoto } from './use-linked-photo';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const AlbumFormDialog = lazyDialog(() =>
  import('./album-form-dialog').then((m) => m.AlbumFormDialog),
);
const UploadPhotosDialog = lazyDialog(() =>
  import('./upload-photos-dialog').then((m) => m.UploadPhotosDialog),
);
// The viewer (with Radix's dialog) too: fetched when the pointer or the focus reaches the
// photos, so it is usually there by the time View is pressed.
const PhotoViewer = lazyDialog(() => import('./photo-viewer').then((m) => m.PhotoViewer));

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4';

/** After an album is deleted: the album list's current entry (the sidebar link or the select). */
function focusAlbumList() {
  const list = document.querySelector<HTMLElement>('[data-album-list]');
  const target = list?.querySelector<HTMLElement>('a[aria-current="page"], button, select');
  target?.focus();
}

/** Photo Gallery (spec §2): albums beside a grid of photos, a viewer, create and upload. */
export function GalleryPage() {
  const [, navigate] = useLocation();
  const selected = albumIdFromSearch(useSearch());
  const albums = useAlbums();
  const photos = usePhotos(selected);
  const allPhotos = usePhotos(null);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [reasonDeleting, setReasonDeleting] = useState<PhotoItem | null>(null);
  const removePhoto = useDeletePhoto();
  const [albumReasonDeleting, setAlbumReasonDeleting] = useState<PhotoAlbumItem | null>(null);
  const removeAlbum = useDeleteAlbum();
  const afterAlbumDeleted = () => {
    navigate(galleryHref(null));
    // After the page shows All Photos, so the focus lands on its entry.
    requestAnimationFrame(focusAlbumList);
  };
  const viewOpener = useRef<HTMLElement | null>(null);

  const album = selected === null ? null : (albums.data?.find((a) => a.id === selected) ?? null);
  // An album chosen by its address may sit on a later page of the sidebar: load on to it.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = albums;
  const missing = selected !== null && albums.data !== undefined && album === null;
  useEffect(() => {
    if (missing && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [missing, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // Every album is loaded and none is this one: deleted, or the link is wrong.
  const albumGone = missing && !hasNextPage;
  const total =
    allPhotos.data?.total ?? (albums.data ?? []).reduce((sum, a) => sum + a.photoCount, 0);
  const list = photos.data?.photos ?? [];
  // The photo in the viewer is the address's `?photo=ID` (decision 014).
  const viewing = useLinkedPhoto(selected, photos);
  const filterProps = {
    albums: albums.data,
    loading: albums.isLoading,
    total,
    selected,
    onSelect: (id: number | null) => navigate(galleryHref(id)),
    pages: albums,
  };

  const body = (
    <QueryStates
      query={photos}
      loading={
        <ul className={GRID} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <li key={i}>
              <Skeleton className="block aspect-square w-full rounded-lg" />
              <Skeleton className="mt-2 h-4 w-3/4" />
            </li>
          ))}
        </ul>
      }
      error="Failed to fetch photos"
      isEmpty={list.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No photos found</h2>
          <p className="max-w-sm text-muted-foreground">
            {album
              ? 'Upload some photos to this album to get started.'
              : 'Create an album and upload some photos to get started.'}
          </p>
        </div>
      }
    >
      {() => (
        <>
          <ul className={GRID} {...preloadOnIntent(PhotoViewer.preload)}>
            {list.map((photo, index) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                onView={() => {
                  viewOpener.current = document.activeElement as HTMLElement | null;
                  viewing.show(index);
                }}
                onDeleteWithReason={() => setReasonDeleting(photo)}
              />
            ))}
          </ul>
          <LoadMore pages={photos} />
        </>
      )}
    </QueryStates>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Photo Gallery"
        description="Albums and photos from community events."
        actions={
          <>
            {album ? (
              <Button type="button" variant="dark" onClick={() => setUploading(true)}>
                <Upload aria-hidden="true" />
                Upload Photos
              </Button>
            ) : null}
            <Button type="button" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Create Album
            </Button>
          </>
        }
      />
      {reasonDeleting ? (
        <DeleteWithReasonDialog
          id={reasonDeleting.id}
          title="Delete this photo?"
          description={`“${photoLabel(reasonDeleting)}”, uploaded by ${authorName(reasonDeleting.uploader)}, will be deleted. This cannot be undone.`}
          mutation={removePhoto}
          successToast="Photo deleted successfully"
          onDeleted={() => setReasonDeleting(null)}
          onClose={() => setReasonDeleting(null)}
        />
      ) : null}
      {albumReasonDeleting ? (
        <DeleteWithReasonDialog
          id={albumReasonDeleting.id}
          title="Delete album"
          description={`${deleteAlbumText(albumReasonDeleting)} Created by ${authorName(albumReasonDeleting.owner)}.`}
          mutation={removeAlbum}
          successToast="Album deleted"
          onDeleted={() => {
            setAlbumReasonDeleting(null);
            afterAlbumDeleted();
          }}
          onClose={() => setAlbumReasonDeleting(null)}
          onCloseAutoFocus={(event) => {
            if (removeAlbum.isSuccess) event.preventDefault();
          }}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div data-album-list>
          <ResponsiveFilter
            sidebar={<AlbumSidebar {...filterProps} />}
            select={<AlbumSelect {...filterProps} />}
          />
        </div>
        <section
          aria-labelledby="gallery-section-heading"
          className="grid content-start gap-4"
          aria-busy={photos.isFetching || undefined}
        >
          <div className="flex min-w-0 flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="gallery-section-heading" className="text-xl font-semibold wrap-anywhere">
                {album ? album.name : albumGone ? 'Album not found' : 'All Photos'}
              </h2>
              {album?.description ? (
                <p className="mt-1 wrap-anywhere text-muted-foreground">{album.description}</p>
              ) : null}
              {album?.owner ? (
                <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
                  <span className="shrink-0">Created by</span>
                  <MemberLink
                    member={album.owner}
                    show="both"
                    avatarClassName="size-6"
                    fallbackClassName="text-[0.625rem]"
                    className="font-medium text-foreground"
                  />
                </p>
              ) : null}
            </div>
            {album ? (
              <AlbumActions
                album={album}
                onDeleted={afterAlbumDeleted}
                onDeleteWithReason={() => setAlbumReasonDeleting(album)}
                describedBy="gallery-section-heading"
              />
            ) : null}
          </div>
          {albumGone ? (
            <EmptyState
              icon={<ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />}
              title="This album was deleted or the link is wrong."
              action={
                <Button asChild variant="outline">
                  <Link href={galleryHref(null)}>Show all photos</Link>
                </Button>
              }
            />
          ) : (
            body
          )}
        </section>
      </div>
      <AlbumFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(created) => navigate(galleryHref(created.id))}
      />
      <UploadPhotosDialog
        album={album}
        open={uploading && album !== null}
        onOpenChange={setUploading}
      />
      <PhotoViewer
        open={viewing.index !== null}
        photos={list}
        index={viewing.index}
        onIndexChange={viewing.show}
        returnFocusTo={() => viewOpener.current}
        albumId={selected}
      />
    </div>
  );
}
