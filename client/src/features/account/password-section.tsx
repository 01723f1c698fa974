import { PASSWORD_MIN } from '@shared/contracts/password-rules';
import { FormTextField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { AccountSection } from './account-section';
import { useChangePassword } from './api';

export const PASSWORD_CHANGED = 'Password changed. Other devices were signed out.';
/** The checks, downloaded apart from the page (account-checks.ts). */
const passwordChecks = () => import('./account-checks').then((m) => m.passwordForm);

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const changePassword = useChangePassword();
  const { form, onSubmit, pending } = useMutationForm({
    schema: passwordChecks,
    defaultValues: EMPTY,
    mutation: changePassword,
    toVariables: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    // Passwords are never kept as drafts in the browser's storage.
    draftKey: null,
    onSuccess: () => {
      form.reset(EMPTY);
      toast({ title: PASSWORD_CHANGED });
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="grid gap-4">
      <FormTextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        aria-required="true"
      />
      <FormTextField
        control={form.control}
        name="newPassword"
        label="New password"
        hint={`At least ${PASSWORD_MIN} characters`}
        type="password"
        autoComplete="new-password"
        aria-required="true"
      />
      <FormTextField
        control={form.control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
      />
      <div>
        <SubmitButton pending={pending} pendingLabel="Changing..." className="w-full sm:w-auto">
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * Password: change it with the current one. A member who signs in through an identity
 * provider has no password here, and is told where it lives instead.
 */
export function PasswordSection({
  hasPassword,
  managedByProvider,
}: {
  hasPassword: boolean;
  managedByProvider: boolean;
}) {
  return (
    <AccountSection
      id="password"
      title="Password"
      description={
        hasPassword
          ? 'Changing your password signs you out on every other device.'
          : managedByProvider
            ? 'Your password is managed by your sign-in provider. Change it there.'
            : 'Your account has no password here.'
      }
    >
      {hasPassword ? <PasswordForm /> : null}
    </AccountSection>
  );
}
