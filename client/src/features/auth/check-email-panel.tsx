import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * What a sign-up ends with: where the confirmation link went, the server's words, and a
 * way back. The heading takes the focus, so a screen reader hears the form has gone.
 */
export function CheckEmailPanel({
  email,
  message,
  onBack,
}: {
  email: string;
  message: string;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="check-email-heading" className="grid gap-4 text-center">
      <MailCheck className="mx-auto size-10 text-gold-text" aria-hidden="true" />
      <h2
        id="check-email-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        Check your e-mail
      </h2>
      <p className="text-sm">{message}</p>
      <p className="text-sm">
        Sent to <strong className="break-all">{email}</strong>
      </p>
      <SpamHint />
      <Button type="button" variant="outline" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </section>
  );
}

/** Said wherever we have just sent a link. */
export function SpamHint() {
  return (
    <p className="text-sm text-muted-foreground">
      Nothing there after a few minutes? Look in your spam or junk folder.
    </p>
  );
}
