import type { MembershipStatus } from '@shared/contracts/membership';
import { Clock3, LogOut, XCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryError } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthLayout, FormError, useSignOut } from '@/features/auth';
import { useLiveUpdates } from '@/features/live';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/lib/config';
import { useMembershipStatus, useWithdrawApplication } from './api';
import { ApplicationForm } from './application-form';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));

/** The answers as the applicant gave them. */
function Answers({ application }: { application: NonNullable<MembershipStatus['application']> }) {
  const rows: [string, string | null][] = [
    ['Company', application.company],
    ['Title', application.title],
    ['LinkedIn or website', application.website],
    ['Why you want to join', application.reason],
    // The admins' own questions, as they were asked (decision 052).
    ...application.answers.map((a): [string, string] => [a.question, a.answer]),
  ];
  return (
    <section aria-labelledby="answers-heading" className="grid gap-2 text-left">
      <h2 id="answers-heading" className="text-sm font-semibold">
        Your application
      </h2>
      <dl className="grid gap-2 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={`${label}-${value}`}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="whitespace-pre-line wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function Withdraw() {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  return (
    <>
      <FormError error={withdraw.error} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw your application?"
        description="Your account and your answers will be deleted. You can apply again later."
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(undefined, { onError: () => setOpen(false) })}
        trigger={
          <Button type="button" variant="outline" className="w-full">
            Withdraw application
          </Button>
        }
      />
    </>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      type="button"
      variant="ghost"
      className="w-full"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}

/** What the page says for each state; the heading is the page's h1. */
function content(status: MembershipStatus, email: string | null, community: string) {
  const { application } = status;
  if (status.state === 'declined') {
    const waiting = status.reapplyAt !== null && Date.parse(status.reapplyAt) > Date.now();
    return {
      heading: 'Your application was declined',
      icon: XCircle,
      body: (
        <>
          <p className="text-sm">
            Thank you for applying to {community}. The admins have declined your application.
          </p>
          {application?.decisionMessage ? (
            <blockquote className="border-l-4 border-gold pl-3 text-left text-sm whitespace-pre-line wrap-anywhere">
              <span className="font-semibold">Message from the admins: </span>
              {application.decisionMessage}
            </blockquote>
          ) : null}
          {waiting && status.reapplyAt ? (
            <p className="text-sm">You can apply again from {longDate(status.reapplyAt)}.</p>
          ) : (
            <ApplicationForm submitLabel="Apply again" />
          )}
        </>
      ),
    };
  }
  if (application?.state !== 'pending') {
    return {
      heading: `Apply to join ${community}`,
      icon: Clock3,
      body: (
        <>
          <p className="text-sm">
            Tell the admins a little about yourself; they review every application.
          </p>
          <ApplicationForm submitLabel="Send application" />
        </>
      ),
    };
  }
  return {
    heading: 'Your application is being reviewed',
    icon: Clock3,
    body: (
      <>
        <p className="text-sm">
          Thanks for applying to {community}. An admin will review your application
          {email ? (
            <>
              {' '}
              and we will e-mail you at <strong className="break-all">{email}</strong> when they
              decide
            </>
          ) : null}
          .
        </p>
        <Answers application={application} />
        <Withdraw />
      </>
    ),
  };
}

/**
 * What an applicant (or a declined one) sees at every address (issue 21): their
 * application and what they can do about it. The server refuses them every other API.
 */
export function MembershipPage() {
  const { user } = useAuth();
  // Approved or declined while they look: the page moves on by itself (issue 36).
  useLiveUpdates();
  const { config } = useConfig();
  const status = useMembershipStatus();
  if (status.isPending) return <FullScreenSpinner label="Loading your application" />;
  if (status.isError) {
    return (
      <AuthLayout heading="Your application">
        <QueryError
          message="Failed to fetch your application"
          onRetry={() => status.refetch()}
          className="py-4"
        />
        <SignOutButton />
      </AuthLayout>
    );
  }
  const {
    heading,
    icon: Icon,
    body,
  } = content(status.data, user?.email ?? null, config.communityName);
  return (
    <AuthLayout heading={heading}>
      <div className="grid gap-4 text-center">
        <Icon className="mx-auto size-10 text-gold-text" aria-hidden="true" />
        {body}
        <SignOutButton />
      </div>
    </AuthLayout>
  );
}
