import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { FormTextField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { useMutationForm } from '@/components/use-mutation-form';
import type { emailChangeSchema, withPassword } from './account-checks';
import { AccountSection } from './account-section';
import { useChangeEmail } from './api';

/** The checks, downloaded apart from the page (account-checks.ts): a member with a password gives it too. */
type EmailChecks = typeof withPassword | typeof emailChangeSchema;
const checksWithPassword = (): Promise<EmailChecks> =>
  import('./account-checks').then((m) => m.withPassword);
const checksWithoutPassword = (): Promise<EmailChecks> =>
  import('./account-checks').then((m) => m.emailChangeSchema);

function EmailForm({ hasPassword }: { hasPassword: boolean }) {
  const changeEmail = useChangeEmail();
  // The server's answer ("We sent a link to …"), kept until the next send.
  const [sent, setSent] = useState<string | null>(null);
  const empty = { email: '', currentPassword: '' };
  const { form, onSubmit, pending } = useMutationForm({
    schema: hasPassword ? checksWithPassword : checksWithoutPassword,
    defaultValues: empty,
    mutation: changeEmail,
    toVariables: ({ email, currentPassword }) =>
      hasPassword ? { email, currentPassword } : { email },
    // The form holds a password: nothing of it is kept in the browser's storage.
    draftKey: null,
    onSuccess: ({ message }) => {
      form.reset(empty);
      setSent(message);
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change e-mail address" className="grid gap-4">
      <FormTextField
        control={form.control}
        name="email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        aria-required="true"
        registerOptions={{ onChange: () => setSent(null) }}
      />
      {hasPassword ? (
        <FormTextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          aria-required="true"
        />
      ) : null}
      {/* Always there, so screen readers announce the answer when it arrives. */}
      <p role="status" className="text-sm font-medium empty:hidden">
        {sent}
      </p>
      <div>
        <SubmitButton pending={pending} pendingLabel="Sending..." className="w-full sm:w-auto">
          Change e-mail address
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * E-mail address: the current one, a change waiting for its link to be opened, and the
 * form asking for a new one. The address changes only when the link sent to it is opened.
 */
export function EmailSection({
  email,
  pendingEmail,
  hasPassword,
}: {
  email: string | null;
  pendingEmail: string | null;
  hasPassword: boolean;
}) {
  return (
    <AccountSection
      id="email"
      title="E-mail address"
      description="Password reset links and account notices go here."
    >
      <dl className="grid gap-1">
        <dt className="text-sm text-muted-foreground">Current address</dt>
        <dd className="font-medium break-all">{email ?? 'None yet'}</dd>
      </dl>
      {pendingEmail ? (
        <div className="flex gap-3 rounded-lg border border-gold bg-gold/10 p-3 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="grid gap-1">
            <p className="font-medium break-all">Waiting for confirmation: {pendingEmail}</p>
            <p className="text-muted-foreground">
              Open the link we sent to that address to finish the change. Until then you sign in
              with your current address.
            </p>
          </div>
        </div>
      ) : null}
      <EmailForm hasPassword={hasPassword} />
    </AccountSection>
  );
}
