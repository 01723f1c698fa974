import { useQuery } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates } from '@/components/query-states';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { counted } from '@/lib/counted';
import { relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { AccountSection } from './account-section';
import { accountQueries, type DeviceSession, useSignOutDevice, useSignOutOthers } from './api';

export const signedOutOf = (ended: number) =>
  `Signed out of ${counted(ended, 'other device', 'other devices')}`;

const HEADING_ID = 'account-devices-heading';

/**
 * After a sign-out the button that opened the dialog leaves the list with its device, so
 * focus goes to the section's heading rather than to the top of the page.
 */
function focusHeading(event: Event) {
  const heading = document.getElementById(HEADING_ID);
  if (!heading) return;
  event.preventDefault();
  heading.setAttribute('tabindex', '-1');
  heading.focus();
}

function DeviceRow({ device, onSignOut }: { device: DeviceSession; onSignOut: () => void }) {
  const where = device.ip ?? 'Unknown address';
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 gap-3">
        <MonitorSmartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words">{device.device}</span>
            {device.current ? (
              <Badge className="border-ink bg-gold text-ink">This device</Badge>
            ) : null}
          </p>
          <p className="text-sm break-all text-muted-foreground">
            {where} · Last active {relativeTime(device.lastActiveAt)}
          </p>
        </div>
      </div>
      {device.current ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          // Named for its device: a list of "Sign out" buttons is otherwise a guess.
          aria-label={`Sign out ${device.device}, ${where}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

function DeviceList({ devices }: { devices: DeviceSession[] }) {
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const [target, setTarget] = useState<DeviceSession | null>(null);
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  // Whether the dialog closing followed a sign-out (focus then goes to the heading).
  const signedOut = useRef(false);
  const others = devices.filter((device) => !device.current).length;
  // This device first, where the member looks for it; the others as the server sends them
  // (most recently active first).
  const listed = [...devices].sort((a, b) => Number(b.current) - Number(a.current));

  const closeFocus = (event: Event) => {
    if (signedOut.current) focusHeading(event);
    signedOut.current = false;
  };

  return (
    <>
      <ul className="divide-y">
        {listed.map((device) => (
          <DeviceRow key={device.id} device={device} onSignOut={() => setTarget(device)} />
        ))}
      </ul>
      {others > 0 ? (
        <div>
          <ConfirmDialog
            open={everywhereOpen}
            onOpenChange={setEverywhereOpen}
            title="Sign out everywhere else?"
            description={`${counted(others, 'other device', 'other devices')} will be signed out and will need to sign in again. This device stays signed in.`}
            confirmLabel="Sign out everywhere else"
            pendingLabel="Signing out..."
            pending={signOutOthers.isPending}
            onCloseAutoFocus={closeFocus}
            onConfirm={() =>
              signOutOthers.mutate(undefined, {
                onSuccess: ({ ended }) => {
                  signedOut.current = true;
                  setEverywhereOpen(false);
                  toast({ title: signedOutOf(ended) });
                },
                onError: (error) => {
                  setEverywhereOpen(false);
                  handleMutationError(error);
                },
              })
            }
            trigger={
              <Button type="button" variant="outline" className="w-full sm:w-auto">
                Sign out everywhere else
              </Button>
            }
          />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No other devices are signed in.</p>
      )}
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title="Sign out this device?"
        description={
          target
            ? `${target.device} (${target.ip ?? 'Unknown address'}) will be signed out and will need to sign in again.`
            : ''
        }
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        pending={signOutDevice.isPending}
        onCloseAutoFocus={closeFocus}
        onConfirm={() => {
          if (!target) return;
          signOutDevice.mutate(target.id, {
            onSuccess: () => {
              signedOut.current = true;
              setTarget(null);
              toast({ title: `Signed out of ${target.device}` });
            },
            onError: (error) => {
              setTarget(null);
              handleMutationError(error);
            },
          });
        }}
      />
    </>
  );
}

/** Signed-in devices: where the account is signed in, with sign out per device and for all others. */
export function DevicesSection() {
  const devices = useQuery(accountQueries.devices());
  return (
    <AccountSection
      id="devices"
      title="Signed-in devices"
      description="Where your account is signed in now. Sign out any device you do not recognise."
    >
      <QueryStates
        query={devices}
        loading={
          <SkeletonBars
            className="grid gap-3"
            aria-hidden="true"
            bars={['h-12 w-full', 'h-12 w-full']}
          />
        }
        error="Failed to fetch signed-in devices"
        errorClassName="py-4"
      >
        {() => <DeviceList devices={devices.data ?? []} />}
      </QueryStates>
    </AccountSection>
  );
}
