import { signInSchema, signUpSchema } from '@shared/schema/forms/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useConfig } from '@/lib/config';
import { zodResolver } from '@/lib/zod-resolver';
import { useSignIn, useSignUp } from './api';
import { AuthLayout, CardLink, FormError } from './auth-layout';
import { CheckEmailPanel } from './check-email-panel';
import { showFieldIssues } from './server-error';

function SignInForm() {
  const signIn = useSignIn();
  const { config } = useConfig();
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => signIn.mutate(v))}>
      <FormError error={signIn.error} />
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {/* With an identity provider, passwords are the provider's business. */}
      {config.signIn === 'provider' ? null : (
        <p className="-mt-2 text-sm">
          <CardLink href="/forgot-password">Forgot password?</CardLink>
        </p>
      )}
      <SubmitButton
        pending={signIn.isPending}
        pendingLabel="Signing in..."
        size="lg"
        className="mt-2 w-full"
      >
        Sign in
      </SubmitButton>
    </form>
  );
}

const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'password'];

/**
 * Creating an account ends at "Check your e-mail": the server answers alike for a new and
 * a taken address (decision 016), and the e-mailed link finishes the sign-up.
 */
function SignUpForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const signUp = useSignUp();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: ({ message }) => setSent({ email: values.email, message }),
      onError: (error) => showFieldIssues(form.setError, SIGN_UP_FIELDS, error),
    }),
  );

  if (sent) {
    return (
      <CheckEmailPanel
        email={sent.email}
        message={sent.message}
        onBack={() => {
          setSent(null);
          signUp.reset();
          onBackToSignIn();
        }}
      />
    );
  }

  return (
    <form noValidate className="grid gap-4" onSubmit={submit}>
      <FormError error={signUp.error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="signup-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton
        pending={signUp.isPending}
        pendingLabel="Creating account..."
        size="lg"
        className="mt-2 w-full"
      >
        Create account
      </SubmitButton>
    </form>
  );
}

/**
 * The built-in sign-in page (spec-notes: visitors get the landing page and this page).
 * On success the current-user query holds the member, so the router shows the dashboard.
 */
export function SignInPage() {
  const { config } = useConfig();
  const [tab, setTab] = useState(() =>
    new URLSearchParams(window.location.search).get('tab') === 'create' ? 'create' : 'signin',
  );

  return (
    <AuthLayout
      heading={
        <>
          Welcome to <span className="text-gold">{config.communityName}</span>
        </>
      }
      intro="Sign in or create an account to join the community."
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Sign in or create an account">
          <TabsTrigger value="signin">Sign in</TabsTrigger>
          <TabsTrigger value="create">Create account</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm />
        </TabsContent>
        <TabsContent value="create">
          <SignUpForm onBackToSignIn={() => setTab('signin')} />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
