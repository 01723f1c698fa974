import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthLayout, CardLink, FormError, LinkProblem, useLinkToken } from '@/features/auth';
import { unsubscribeQuery, useUnsubscribe } from './preferences-api';

/** What the page says for an address with no token at all (the server is not asked). */
export const NO_UNSUBSCRIBE_TOKEN = 'This unsubscribe link is not valid';

function ToPreferences() {
  return (
    <p className="text-sm">
      <CardLink href="/settings/notifications">Choose which e-mails you get</CardLink>
    </p>
  );
}

/**
 * `/unsubscribe#token=…`, the "Unsubscribe" link of a notification mail (decision 025). The
 * token travels in the fragment, like a reset link's. Opening the page changes nothing (the
 * GET only describes, since link scanners open every link in a mail); the button does.
 */
export function UnsubscribePage() {
  const token = useLinkToken();
  const link = useQuery(unsubscribeQuery(token));
  const unsubscribe = useUnsubscribe(token);

  if (token && link.isPending) return <FullScreenSpinner label="Checking your link" />;
  let body: React.ReactNode;
  if (!token || link.isError || !link.data) {
    body = (
      <LinkProblem error={link.error} missing={NO_UNSUBSCRIBE_TOKEN}>
        <ToPreferences />
      </LinkProblem>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <div className="grid gap-4">
        <p role="status">You will no longer get e-mails about {unsubscribe.data.about}.</p>
        <ToPreferences />
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <FormError error={unsubscribe.error} />
        <p>Stop e-mails about {link.data.about}?</p>
        <p className="text-sm text-muted-foreground">
          You will still see them in your notifications on the site.
        </p>
        <Button
          type="button"
          className="w-full"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
        <ToPreferences />
      </div>
    );
  }
  return <AuthLayout heading="Unsubscribe">{body}</AuthLayout>;
}
