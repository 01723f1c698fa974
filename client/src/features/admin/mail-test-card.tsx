import type { MailTestResult } from '@shared/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { sendJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

/**
 * "Send a test e-mail" (issue 20): the server sends one message straight to the admin's
 * own address and answers with what the mail server said, so an operator setting up SMTP
 * learns at once whether mail gets out, and why not. The outcome stays on the page (a
 * status region) rather than in a toast, since it is what they came to read.
 */
export function MailTestCard() {
  const ids = useId();
  const send = useMutation({
    mutationFn: () => sendJson<MailTestResult>('POST', '/api/admin/mail/test'),
  });
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid max-w-2xl gap-3 border-t pt-6">
      <h3 id={`${ids}-heading`} className="font-semibold">
        E-mail
      </h3>
      <p className="text-sm text-muted-foreground">
        Check that the community can send mail: a test message goes to your own address.
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Sending...' : 'Send a test e-mail'}
        </Button>
      </div>
      <div role="status" className="text-sm">
        {send.isSuccess ? (
          <p>
            Sent to {send.data.to} through {send.data.via}. The mail server answered:{' '}
            <span className="break-all font-mono">{send.data.answer}</span>
          </p>
        ) : null}
        {send.isError ? (
          <p className="font-medium text-destructive-text">{errorMessage(send.error)}</p>
        ) : null}
      </div>
    </section>
  );
}
