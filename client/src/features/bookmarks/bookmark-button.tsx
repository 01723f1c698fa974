import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { itemLabel } from '@/lib/item-label';
import { cn } from '@/lib/utils';
import { type BookmarkKind, useIsBookmarked, useToggleBookmark } from './api';

/**
 * Bookmark any item (issue 37): a toggle (WAI-ARIA's toggle button) whose name stays
 * "Bookmark …" with the item in it (decision 060) while `aria-pressed` says whether it is
 * on. Its word stays "Bookmark" too: a name must hold the words it shows (WCAG 2.5.3), and
 * "Bookmarked" in a fixed name would change it. On, a checked bookmark, the gold edge and
 * tint say so, without colour too.
 *
 * `item` is what the name says after "Bookmark": a title, or "reply by Ann Lee".
 */
export function BookmarkButton({
  kind,
  id,
  item,
  variant = 'outline',
  size = 'sm',
  className,
  onChange,
}: {
  kind: BookmarkKind;
  id: number;
  item: string;
  variant?: 'outline' | 'ghost';
  size?: ButtonProps['size'];
  className?: string;
  /** Told of a change the server agreed to (the Saved page moves focus off a removed entry). */
  onChange?: (on: boolean) => void;
}) {
  const { bookmarked, loading } = useIsBookmarked(kind, id);
  const toggle = useToggleBookmark({ kind, id }, onChange);
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={cn(
        'aria-pressed:border-gold aria-pressed:bg-gold/15 aria-pressed:hover:bg-gold/25',
        className,
      )}
      aria-pressed={bookmarked}
      aria-label={itemLabel('Bookmark', item)}
      // Until the keys come the state is unknown; a press then could say the opposite.
      disabled={loading}
      onClick={() => {
        // Not disabled while the server answers: the button would drop the keyboard's focus.
        if (!toggle.isPending) toggle.mutate(!bookmarked);
      }}
      data-bookmark={`${kind}-${id}`}
    >
      {bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      Bookmark
    </Button>
  );
}
