import { ListSkeleton } from '@/components/list-skeleton';

/** The inbox, or the messages search's hits, while the first page loads. */
export function InboxSkeleton() {
  return (
    <ListSkeleton
      className="grid gap-px overflow-hidden rounded-xl border bg-border"
      rowClassName="flex items-center gap-4 bg-card p-4"
      avatar="size-11"
      lines={['h-4 w-1/3', 'h-4 w-2/3']}
    />
  );
}
