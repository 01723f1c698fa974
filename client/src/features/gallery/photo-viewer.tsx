import { Link2 } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { MemberLink } from '@/components/member-link';
import { PhotoStepButtons } from '@/components/photo-step-buttons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ReactionBar } from '@/features/reactions';
import { relativeTime } from '@/lib/dates';
import { type PhotoItem, photoLabel, photoReactionCache } from './api';
import { copyPhotoLink } from './permalink';

interface PhotoViewerProps {
  /** Open while `index` is set (the gallery's lazy loader reads it). */
  open: boolean;
  photos: PhotoItem[];
  /** The photo on screen, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes back to when the viewer closes (the View button that opened it). */
  returnFocusTo?: () => HTMLElement | null;
  /** The album the grid shows (null: All Photos): where a reaction changes the photo. */
  albumId: number | null;
}

/**
 * The enlarged viewer (spec §2): full screen, 'n of total', title, description, uploader,
 * relative date and the full-size image. Previous/next (buttons and the arrow keys) wrap
 * around; Escape and the close button close it. Copy link copies the photo's own address
 * (decision 014).
 */
export function PhotoViewer({
  photos,
  index,
  onIndexChange,
  returnFocusTo,
  albumId,
}: PhotoViewerProps) {
  const total = photos.length;
  const current = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || total < 2) return;
    onIndexChange((index + step + total) % total);
  };

  return (
    <Dialog
      open={current !== undefined}
      onOpenChange={(next) => (next ? undefined : onIndexChange(null))}
    >
      {current ? (
        <DialogContent
          className="surface-ink top-0 left-0 flex h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-3 rounded-none border-0 bg-ink p-3 text-white sm:p-6 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/15"
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onKeyDown={(event) => {
            // Keys pressed in what the viewer opened over itself (the reaction menu, who
            // reacted and its tabs) reach here through React's tree, not the page's: they
            // are theirs.
            if (!event.currentTarget.contains(event.target as Node)) return;
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            }
          }}
        >
          <div className="grid gap-1 pr-10">
            <p className="text-sm text-white/75" data-testid="photo-counter" aria-live="polite">
              {`${(index ?? 0) + 1} of ${total}`}
            </p>
            <DialogTitle className="text-xl wrap-anywhere text-white">
              {photoLabel(current)}
            </DialogTitle>
            {current.description ? (
              <DialogDescription className="wrap-anywhere whitespace-pre-line text-white/85">
                {current.description}
              </DialogDescription>
            ) : (
              <DialogPrimitive.Description className="sr-only">
                {`Photo ${(index ?? 0) + 1} of ${total}`}
              </DialogPrimitive.Description>
            )}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-white/75">
              {current.uploader ? (
                <span className="flex min-w-0 items-center gap-1.5">
                  <span className="shrink-0">by</span>
                  <MemberLink
                    member={current.uploader}
                    show="both"
                    avatarClassName="size-6"
                    fallbackClassName="bg-white/15 text-[0.625rem] text-white"
                    className="font-medium text-white"
                  />
                </span>
              ) : null}
              <span>{relativeTime(current.createdAt, 'Unknown date')}</span>
              <Button
                type="button"
                variant="outlineGold"
                size="sm"
                className="h-8"
                onClick={() => void copyPhotoLink(current)}
              >
                <Link2 aria-hidden="true" />
                Copy link
              </Button>
            </div>
            <ReactionBar
              key={current.id}
              reactions={current.reactions}
              myReactions={current.myReactions}
              itemLabel={`the photo ${photoLabel(current)}`}
              path={`/api/photos/${current.id}`}
              cache={photoReactionCache(albumId, current.id)}
              tone="ink"
              className="mt-1"
            />
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <img
              key={current.id}
              src={current.url}
              alt={photoLabel(current)}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
              className="h-auto max-h-full w-auto max-w-full object-contain"
            />
            {total > 1 ? (
              <PhotoStepButtons
                go={go}
                previousClassName="top-1/2 left-0 sm:left-2"
                nextClassName="top-1/2 right-0 sm:right-2"
              />
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
