import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authQueries, useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { queryClient } from '@/lib/api';
import { errorStatus, handleMutationError } from '@/lib/errors';
import { useResendVerification } from './api';

/**
 * Shown in the member frame until the member opens the confirmation link we e-mailed
 * (decision 016): the address it went to, and a way to get another.
 */
export function ConfirmEmailBanner() {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.emailVerifiedAt !== null || !user.email) return null;
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="border-b border-gold/40 bg-gold/15"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <MailWarning className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-60 text-sm">
          Please confirm your e-mail address: we sent a link to{' '}
          <strong className="break-all">{user.email}</strong>.
        </p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: ({ message }) => toast({ title: message }),
              onError: (error) => {
                // Confirmed meanwhile (another tab, another device): the banner goes.
                if (errorStatus(error) === 409) {
                  void queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey });
                }
                handleMutationError(error);
              },
            })
          }
        >
          {resend.isPending ? 'Sending...' : 'Resend link'}
        </Button>
      </div>
    </section>
  );
}
