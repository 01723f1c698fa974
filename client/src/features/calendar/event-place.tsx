import { ExternalLink, MapPin, Video } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Google Maps' documented search address, usable without an API key. */
export const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** Only http(s) addresses become links (the server refuses others; this is belt and braces). */
const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

/** The location preview (spec §2): the address and an external maps link. */
export function LocationPreview({ address, className }: { address: string; className?: string }) {
  return (
    <div
      className={cn('flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm', className)}
      data-testid="location-preview"
    >
      <MapPin className="mt-0.5 size-4 shrink-0 text-gold-text" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <span className="wrap-anywhere">{address}</span>
        <a
          href={mapsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-gold-text underline-offset-4 hover:underline"
        >
          Open in Google Maps
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** Where an event happens, in one line: the address, or 'Virtual' with its meeting link. */
export function EventPlace({
  event,
  withLink = false,
}: {
  event: { isVirtual: boolean; location: string | null; meetingUrl: string | null };
  withLink?: boolean;
}) {
  if (event.isVirtual) {
    const url = event.meetingUrl;
    return (
      <span className="inline-flex max-w-full min-w-0 items-center gap-1.5">
        <Video className="size-4 shrink-0 text-gold-text" aria-hidden="true" />
        {withLink && url && isHttpUrl(url) ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="truncate font-medium text-gold-text underline-offset-4 hover:underline"
          >
            Join online meeting
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span>Virtual</span>
        )}
      </span>
    );
  }
  if (!event.location) return null;
  return (
    <span className="inline-flex max-w-full min-w-0 items-center gap-1.5">
      <MapPin className="size-4 shrink-0 text-gold-text" aria-hidden="true" />
      <span className="truncate">{event.location}</span>
    </span>
  );
}
