import { signInSchema, signUpSchema } from '@shared/schema/forms/users';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { LogoMark } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useConfig } from '@/lib/config';
import { errorMessage, errorStatus } from '@/lib/errors';
import { zodResolver } from '@/lib/zod-resolver';
import { useSignIn, useSignUp } from './api';

/** The words shown under a form when the server refuses it. */
function serverErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === 429) {
    const message = errorMessage(error);
    return message.startsWith('{') || !message
      ? 'Too many attempts. Please wait a minute and try again.'
      : message;
  }
  if (status === null) return 'Could not reach the server. Check your connection and try again.';
  return errorMessage(error);
}

function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive-text"
    >
      {serverErrorText(error)}
    </div>
  );
}

function SignInForm() {
  const signIn = useSignIn();
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

function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm<z.input<typeof signUpSchema>, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => signUp.mutate(v))}>
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
        hint="At least 8 characters."
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
  const initialTab =
    new URLSearchParams(window.location.search).get('tab') === 'create' ? 'create' : 'signin';

  return (
    <div className="surface-ink flex min-h-screen flex-col bg-ink">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6">
        <Link
          href="/"
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-neutral-300 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center"
      >
        <div className="w-full max-w-md">
          <div className="mb-6 flex flex-col items-center text-center">
            <LogoMark className="size-14 rounded-[7px] ring-1 ring-gold/50" />
            <h1 className="mt-4 text-2xl font-bold text-white">
              Welcome to <span className="text-gold">{config.communityName}</span>
            </h1>
            <p className="mt-2 text-sm text-neutral-300">
              Sign in or create an account to join the community.
            </p>
          </div>
          <div className="rounded-xl border-t-4 border-t-gold bg-card p-5 text-card-foreground shadow-2xl sm:p-8">
            <Tabs defaultValue={initialTab}>
              <TabsList aria-label="Sign in or create an account">
                <TabsTrigger value="signin">Sign in</TabsTrigger>
                <TabsTrigger value="create">Create account</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm />
              </TabsContent>
              <TabsContent value="create">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </div>
        </div>
      </main>
    </div>
  );
}
