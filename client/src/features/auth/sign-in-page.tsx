import type { signInSchema } from '@shared/contracts/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect } from 'wouter';
import type { z } from 'zod';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useConfig } from '@/lib/config';
import { useIdlePreload } from '@/lib/lazy-component';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useSignIn } from './api';
import { AuthLayout, CardLink, FormError } from './auth-layout';
import { SignUpForm } from './sign-up-form';

const signInChecks = lazyZodResolver(() =>
  import('@shared/contracts/users').then((m) => m.signInSchema),
);

function SignInForm() {
  const signIn = useSignIn();
  const { config } = useConfig();
  useIdlePreload(signInChecks.preload);
  const form = useForm<z.input<typeof signInSchema>, unknown, z.output<typeof signInSchema>>({
    resolver: signInChecks as never,
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

/**
 * The built-in sign-in page (spec-notes: visitors get the landing page and this page).
 * On success the current-user query holds the member, so the router shows the dashboard.
 */
export function SignInPage() {
  const { config, isSettled } = useConfig();
  const invitationOnly = config.joinMode === 'invite-only';
  const [tab, setTab] = useState(() =>
    new URLSearchParams(window.location.search).get('tab') === 'create' ? 'create' : 'signin',
  );
  const applying = config.joinMode === 'approval';
  // A fresh install: nobody to sign in yet, and Get Started sets the community up.
  if (config.setupNeeded) return <Redirect to="/setup" replace />;

  return (
    <AuthLayout
      heading={
        <>
          Welcome to <span className="text-gold">{config.communityName}</span>
        </>
      }
      intro={
        invitationOnly
          ? 'Sign in to the community.'
          : applying
            ? 'Sign in, or apply to join the community.'
            : 'Sign in or create an account to join the community.'
      }
    >
      {invitationOnly ? (
        // Invite-only: joining starts from an invitation's link, never from here.
        <div className="grid gap-4">
          <SignInForm />
          <p className="text-center text-sm text-muted-foreground">
            Joining is by invitation only. If a member invited you, open the link in their e-mail.
          </p>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="signin">Sign in</TabsTrigger>
            <TabsTrigger value="create">
              {applying ? 'Apply to join' : 'Create account'}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm />
          </TabsContent>
          <TabsContent value="create">
            {/* The questions depend on the join mode: asked once it is known, and a form
                made for one mode is not reused for another. */}
            {isSettled ? (
              <SignUpForm
                key={config.joinMode}
                askAnswers={applying}
                onBackToSignIn={() => setTab('signin')}
              />
            ) : null}
          </TabsContent>
        </Tabs>
      )}
    </AuthLayout>
  );
}
