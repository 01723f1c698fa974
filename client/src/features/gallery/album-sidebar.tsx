import { Images } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { PhotoAlbumItem } from './api';

const ALL = 'all';

/** The gallery filtered to one album (null: All Photos); its own address, so Back works. */
export const albumHref = (albumId: number | null) =>
  albumId === null ? '/gallery' : `/gallery?album=${albumId}`;

interface AlbumFilterProps {
  albums: PhotoAlbumItem[] | undefined;
  loading: boolean;
  /** Every photo in the gallery (X-Total-Count), or the albums' sum until it is known. */
  total: number;
  selected: number | null;
  onSelect: (albumId: number | null) => void;
}

function CountPill({ n, active }: { n: number; active: boolean }) {
  return (
    <span
      className={cn(
        'ml-auto min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
        active ? 'bg-gold text-ink' : 'bg-muted text-muted-foreground',
      )}
    >
      {n}
    </span>
  );
}

/** Albums sidebar (spec §2): 'All Photos' with the total, then each album with its count. */
export function AlbumSidebar({ albums, loading, total, selected }: AlbumFilterProps) {
  const item = (id: number | null, name: string, count: number) => {
    const active = selected === id;
    return (
      <li key={id ?? ALL}>
        <Link
          href={albumHref(id)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent',
            active && 'bg-accent font-semibold',
          )}
        >
          {id === null ? <Images className="size-4 shrink-0" aria-hidden="true" /> : null}
          <span className="min-w-0 break-words">{name}</span>{' '}
          <CountPill n={count} active={active} />
        </Link>
      </li>
    );
  };
  return (
    <nav aria-labelledby="albums-heading" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="albums-heading" className="px-3 pb-2 text-sm font-semibold tracking-wide uppercase">
        Albums
      </h2>
      {loading ? (
        <div className="grid gap-2 px-3" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-0.5">
          {item(null, 'All Photos', total)}
          {(albums ?? []).map((a) => item(a.id, a.name, a.photoCount))}
        </ul>
      )}
    </nav>
  );
}

/** The sidebar as a select, for screens too narrow for a second column (360 px). */
export function AlbumSelect({ albums, total, selected, onSelect }: AlbumFilterProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Album</Label>
      <Select
        value={selected === null ? ALL : String(selected)}
        onValueChange={(value) => onSelect(value === ALL ? null : Number(value))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{`All Photos (${total})`}</SelectItem>
          {(albums ?? []).map((a) => (
            <SelectItem key={a.id} value={String(a.id)}>
              {`${a.name} (${a.photoCount})`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
