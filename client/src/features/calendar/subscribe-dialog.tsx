import { Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useCalendarFeed, useResetCalendarFeed } from './api';

/**
 * The member's private calendar address: Google Calendar ("From URL"), Outlook
 * ("Subscribe from web") and Apple Calendar read it and keep the events they attend or
 * organise up to date. Resetting it cuts off every app holding the old one.
 */
export function SubscribeDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const feed = useCalendarFeed(open);
  const reset = useResetCalendarFeed();
  const [confirmingReset, setConfirmingReset] = useState(false);
  // Confirming disables Reset link while the server answers, so the focus cannot go back
  // to it: it goes to the link field (where the new link shows), inside this dialog, so
  // Escape still closes it.
  const linkField = useRef<HTMLInputElement>(null);
  const resetConfirmed = useRef(false);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: 'Link Copied', description: 'Calendar link copied to clipboard' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Subscribe to your calendar</DialogTitle>
          <DialogDescription>
            Add this private link to Google Calendar, Outlook or Apple Calendar to see the events
            you attend or organize there. Anyone with the link can see those events, so keep it to
            yourself.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Calendar link</Label>
          {feed.data ? (
            <div className="flex gap-2">
              <Input
                ref={linkField}
                id={`${id}-url`}
                readOnly
                value={feed.data.url}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button type="button" variant="outline" size="icon" onClick={copy}>
                <Copy aria-hidden="true" />
                <span className="sr-only">Copy link</span>
              </Button>
            </div>
          ) : feed.isError ? (
            <p role="alert" className="text-sm text-destructive-text">
              Failed to fetch your calendar link
            </p>
          ) : (
            <Skeleton className="h-10 w-full" />
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirmingReset(true)}
            disabled={!feed.data || reset.isPending}
          >
            <RefreshCw aria-hidden="true" />
            Reset link
          </Button>
          {feed.data ? (
            <Button asChild>
              <a href={feed.data.webcalUrl}>Open in calendar app</a>
            </Button>
          ) : null}
        </div>

        <ConfirmDialog
          open={confirmingReset}
          onOpenChange={setConfirmingReset}
          title="Reset your calendar link?"
          description="Calendars subscribed with the current link stop updating. You will need to add the new link again."
          confirmLabel="Reset link"
          onCloseAutoFocus={(event) => {
            if (!resetConfirmed.current || !linkField.current) return;
            resetConfirmed.current = false;
            event.preventDefault();
            linkField.current.focus();
          }}
          onConfirm={() => {
            // Closes at once (the new link shows in this dialog when the server answers).
            resetConfirmed.current = true;
            setConfirmingReset(false);
            reset.mutate(undefined, {
              onSuccess: () => toast({ title: 'Calendar link reset' }),
              onError: handleMutationError,
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
