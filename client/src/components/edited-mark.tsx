import { fullDateTimeText } from '@/lib/dates';
import { cn } from '@/lib/utils';

/** "March 1, 2026 at 11:05 AM", or null when the time cannot be read. */
function fullDate(value: string) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : fullDateTimeText(date);
}

/**
 * The "edited" beside an item's time (issue 23): the word on screen, the full date of the
 * last edit in its title for a pointer and read out after the word for a screen reader.
 * Nothing for an item never edited.
 */
export function EditedMark({
  editedAt,
  className,
}: {
  editedAt: string | null | undefined;
  className?: string;
}) {
  if (!editedAt) return null;
  const full = fullDate(editedAt);
  return (
    <time
      dateTime={editedAt}
      title={full ? `Edited ${full}` : undefined}
      className={cn('text-muted-foreground', className)}
    >
      edited
      {full ? <span className="sr-only"> {full}</span> : null}
    </time>
  );
}
