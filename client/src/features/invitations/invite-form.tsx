import { MAX_INVITATION_NOTE, MAX_INVITATIONS_AT_ONCE } from '@shared/contracts/choices';
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { TextAreaField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { useIdlePreload } from '@/lib/lazy-component';
import { sayChecksNotLoaded } from '@/lib/lazy-resolver';
import { type InvitationChanges, type InvitationResult, useInvite } from './api';

/** The addresses' checks, downloaded apart from the page (decision 066). */
const loadAddressChecks = () => import('./address-checks').then((m) => m.checkAddresses);
const preloadAddressChecks = () => {
  loadAddressChecks().catch(() => {});
};

/**
 * Invite by e-mail, one address or a pasted list, then how many were invited and which
 * were not, with why. The console's Invitations tab and a member's Invite people page.
 */
export function InviteForm({
  title,
  heading: Heading = 'h3',
  note,
  alsoRefresh,
}: {
  title: string;
  /** The heading's level where the form sits. */
  heading?: 'h2' | 'h3';
  /** Said above the addresses (what becomes of the people invited). */
  note?: ReactNode;
} & InvitationChanges) {
  const ids = useId();
  const invite = useInvite({ alsoRefresh });
  const [text, setText] = useState('');
  const [personal, setPersonal] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<InvitationResult | null>(null);

  // A send waits for the checks' download (the first time): a second Enter meanwhile is one send.
  const checking = useRef(false);
  useIdlePreload(preloadAddressChecks);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending || checking.current) return;
    checking.current = true;
    let checkAddresses: Awaited<ReturnType<typeof loadAddressChecks>>;
    try {
      checkAddresses = await loadAddressChecks();
    } catch {
      sayChecksNotLoaded();
      return;
    } finally {
      checking.current = false;
    }
    const checked = checkAddresses(text);
    if ('error' in checked) {
      setError(checked.error);
      document.getElementById(`${ids}-emails`)?.focus();
      return;
    }
    setError(undefined);
    invite.mutate(
      { ...checked, note: personal.trim() || null },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setText('');
          setPersonal('');
          toast({
            title: answer.invited.length > 0 ? 'Invitations sent' : 'No invitations sent',
            description: `${answer.invited.length} invited`,
          });
        },
        onError: handleMutationError,
      },
    );
  };

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="grid gap-3 rounded-xl border bg-card p-4"
    >
      <Heading id={`${ids}-heading`} className="font-semibold">
        {title}
      </Heading>
      {note}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <TextAreaField
          id={`${ids}-emails`}
          label="E-mail addresses"
          hint={`One or more, separated by commas, spaces or lines. Up to ${MAX_INVITATIONS_AT_ONCE} at a time.`}
          error={error}
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <TextAreaField
          id={`${ids}-note`}
          label="Personal note (optional)"
          hint="A few words of your own, quoted in the e-mail."
          rows={2}
          maxLength={MAX_INVITATION_NOTE}
          value={personal}
          onChange={(event) => setPersonal(event.target.value)}
        />
        <div>
          <SubmitButton pending={invite.isPending} pendingLabel="Sending...">
            <Send aria-hidden="true" />
            Send invitations
          </SubmitButton>
        </div>
      </form>
      <div aria-live="polite">
        {result ? (
          <div className="grid gap-2 text-sm" data-testid="invitation-result">
            <p className="font-medium">{result.invited.length} invited</p>
            {result.skipped.length > 0 ? (
              <>
                <p className="font-medium" id={`${ids}-skipped`}>
                  Not invited
                </p>
                <ul className="grid gap-1" aria-labelledby={`${ids}-skipped`}>
                  {result.skipped.map((skip) => (
                    <li key={skip.email} className="wrap-anywhere">
                      <span className="font-medium">{skip.email}</span>: {skip.reason}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
