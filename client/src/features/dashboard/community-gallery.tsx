import { Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { PhotoStepButtons } from '@/components/photo-step-buttons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { relativeTime } from '@/lib/dates';
import { galleryHref } from '@/lib/gallery-href';
import { cn } from '@/lib/utils';
import { type CarouselPhoto, useCarouselPhotos } from './api';

/** Spec §9: a new photo every 4000 ms. */
export const CAROUSEL_INTERVAL_MS = 4000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True when the member asked for less motion: then nothing moves by itself. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

const label = (photo: CarouselPhoto) => photo.title?.trim() || photo.fileName;

/**
 * Community Gallery (spec §2 Dashboard, §4): one photo at a time, previous/next and dots
 * when there is more than one, advancing every 4 seconds and wrapping around. It pauses
 * while the pointer or the focus is on it, when the member presses Pause, and never moves
 * by itself for members who prefer reduced motion. Hidden when there are no photos or the
 * fetch failed.
 */
export function CommunityGallery() {
  const { data } = useCarouselPhotos();
  const photos = data ?? [];
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoPlay = count > 1 && !reducedMotion && !stopped;
  const running = autoPlay && !hovered && !focused;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setIndex((i) => (i + 1) % count);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [running, count]);

  if (count === 0) return null;

  const go = (step: number) => setIndex(() => (current + step + count) % count);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 id="community-gallery-heading" className="text-lg leading-tight font-semibold">
          Community Gallery
        </h2>
        <Link href="/gallery" className="text-sm font-semibold text-gold-text hover:underline">
          View gallery
        </Link>
      </CardHeader>
      <CardContent>
        <section
          aria-roledescription="carousel"
          aria-labelledby="community-gallery-heading"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setFocused(false);
          }}
          data-testid="community-gallery"
          data-running={running ? 'true' : 'false'}
        >
          <div
            className="surface-ink relative overflow-hidden rounded-lg bg-ink"
            aria-live={running ? 'off' : 'polite'}
          >
            {photos.map((photo, i) => (
              // The APG carousel's slide is a group, not a form fieldset; a figure with a
              // caption may not take a role, so the group wraps it.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div
                key={photo.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                hidden={i !== current}
              >
                <figure className="m-0">
                  <img
                    src={photo.url}
                    alt={label(photo)}
                    loading={i === current ? 'eager' : 'lazy'}
                    className="h-56 w-full object-contain sm:h-72 lg:h-80"
                  />
                  <figcaption className="bg-ink px-4 py-3 text-white">
                    {/* The photo's own address (decision 014): the gallery's viewer, on it. */}
                    <Link
                      href={galleryHref(photo.albumId, photo.id)}
                      className="block truncate font-semibold text-white hover:underline"
                    >
                      {label(photo)}
                    </Link>
                    <span className="block text-xs text-white/75">
                      {relativeTime(photo.createdAt, 'Unknown date')}
                    </span>
                  </figcaption>
                </figure>
              </div>
            ))}
            {count > 1 ? (
              <PhotoStepButtons
                go={go}
                previousClassName="top-[calc(50%-1.75rem)] left-2"
                nextClassName="top-[calc(50%-1.75rem)] right-2"
              />
            ) : null}
          </div>
          {count > 1 ? (
            <div className="mt-3 flex items-center justify-center gap-1">
              {reducedMotion ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mr-1 size-9"
                  aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
                  onClick={() => setStopped((s) => !s)}
                >
                  {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                </Button>
              )}
              {photos.map((photo, i) => (
                <button
                  key={photo.id}
                  type="button"
                  aria-label={`Show photo ${i + 1} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span
                    className={cn(
                      'block size-2.5 rounded-full transition-colors',
                      i === current
                        ? 'bg-gold ring-2 ring-ink/70 dark:ring-white/70'
                        : 'bg-muted-foreground/50 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}
