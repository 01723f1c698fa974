import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/fields/text-field';

type AccountField = 'firstName' | 'lastName' | 'email' | 'password';

/**
 * A new account's name, e-mail and password, as creating an account and setting up a
 * community ask them: the same labels, autocomplete hints and password advice.
 */
export function AccountFields<T extends FieldValues & Record<AccountField, string>>({
  register,
  errors,
  idPrefix,
  email,
}: {
  register: UseFormRegister<T>;
  errors: Partial<Record<AccountField, FieldError>>;
  idPrefix: string;
  /** The address fixed by an invitation's link, and what to say about it. */
  email?: { readOnly: boolean; hint?: string };
}) {
  const field = (name: AccountField) => register(name as Path<T>);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...field('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...field('lastName')}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={email?.readOnly}
        hint={email?.hint}
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password?.message}
        {...field('password')}
      />
    </>
  );
}
