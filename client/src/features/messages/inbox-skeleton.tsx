import { Skeleton } from '@/components/ui/skeleton';

/** The inbox, or the messages search's hits, while the first page loads. */
export function InboxSkeleton() {
  return (
    <div className="grid gap-px overflow-hidden rounded-xl border bg-border" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4 bg-card p-4">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
