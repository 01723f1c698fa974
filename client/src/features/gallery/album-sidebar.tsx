import { Images } from 'lucide-react';
import { type FilterOption, FilterSelect, FilterSidebar } from '@/components/filter-nav';
import { LoadMore, type Pages } from '@/components/load-more';
import { galleryHref } from '@/lib/gallery-href';
import type { PhotoAlbumItem } from './api';

/** The gallery filtered to one album (null: All Photos); its own address, so Back works. */
const albumHref = (albumId: number | null) => galleryHref(albumId);

interface AlbumFilterProps {
  albums: PhotoAlbumItem[] | undefined;
  loading: boolean;
  /** Every photo in the gallery (X-Total-Count), or the albums' sum until it is known. */
  total: number;
  selected: number | null;
  onSelect: (albumId: number | null) => void;
  /** Albums come a page at a time: the albums' query. */
  pages: Pages;
}

function MoreAlbums({ pages }: AlbumFilterProps) {
  return <LoadMore pages={pages} label="Load more albums" />;
}

const optionsOf = (albums: PhotoAlbumItem[] | undefined): FilterOption[] =>
  (albums ?? []).map((a) => ({ id: a.id, name: a.name, count: a.photoCount }));

/** Albums sidebar (spec §2): 'All Photos' with the total, then each album with its count. */
export function AlbumSidebar(props: AlbumFilterProps) {
  const { albums, loading, total, selected } = props;
  return (
    <div className="grid gap-2">
      <FilterSidebar
        heading="Albums"
        headingId="albums-heading"
        hrefOf={albumHref}
        loading={loading}
        skeletonRows={4}
        options={optionsOf(albums)}
        allLabel="All Photos"
        allCount={total}
        allMarker={<Images className="size-4 shrink-0" aria-hidden="true" />}
        selected={selected}
      />
      <MoreAlbums {...props} />
    </div>
  );
}

/** The sidebar as a select, for screens too narrow for a second column (360 px). */
export function AlbumSelect(props: AlbumFilterProps) {
  const { albums, total, selected, onSelect } = props;
  return (
    <div className="grid gap-2">
      <FilterSelect
        label="Album"
        options={optionsOf(albums)}
        allLabel="All Photos"
        allCount={total}
        selected={selected}
        onSelect={onSelect}
      />
      <MoreAlbums {...props} />
    </div>
  );
}
