import type { Setup, SetupInput } from '@shared/contracts/setup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Redirect, useLocation } from 'wouter';
import { TextField } from '@/components/fields/text-field';
import { TimeZoneList } from '@/components/fields/time-zone-list';
import { SubmitButton } from '@/components/form';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AccountFields, AuthLayout, FormError, showFieldIssues } from '@/features/auth';
import { useConfig } from '@/lib/config';
import { useIdlePreload } from '@/lib/lazy-component';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useSetUpCommunity } from './api';

const FIELDS = ['communityName', 'city', 'timeZone', 'firstName', 'lastName', 'email', 'password'];

/** The zone this browser is in: most operators set up where their community meets. */
const browserZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
};

const setupChecks = lazyZodResolver<SetupInput>(() =>
  import('@shared/contracts/setup').then((m) => m.setupSchema),
);

function SetupForm() {
  const ids = useId();
  const [, navigate] = useLocation();
  const setUp = useSetUpCommunity();
  useIdlePreload(setupChecks.preload);
  const form = useForm<SetupInput, unknown, Setup>({
    resolver: setupChecks as never,
    defaultValues: {
      communityName: '',
      city: '',
      timeZone: browserZone(),
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    setUp.mutate(values, {
      // Signed in now: the dashboard, where the setup checklist waits.
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => showFieldIssues(form.setError, FIELDS, error),
    }),
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={submit}>
      <FormError error={setUp.error} />
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-base font-semibold">Your community</legend>
        <TextField
          id="setup-community-name"
          label="Community name"
          hint="Members see it in the top bar, the e-mails and the browser tab."
          maxLength={100}
          error={errors.communityName?.message}
          {...form.register('communityName')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            id="setup-city"
            label="City"
            autoComplete="address-level2"
            maxLength={100}
            error={errors.city?.message}
            {...form.register('city')}
          />
          <TextField
            id="setup-time-zone"
            label="Time zone"
            hint="Events and e-mails show times in it."
            list={`${ids}-zones`}
            autoComplete="off"
            spellCheck={false}
            error={errors.timeZone?.message}
            {...form.register('timeZone')}
          />
        </div>
        <TimeZoneList id={`${ids}-zones`} />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold">Your admin account</legend>
        <p className="text-sm text-muted-foreground">
          You will run the community: approve members, set it up and keep it in order. You can make
          others admins later.
        </p>
        <AccountFields register={form.register} errors={errors} idPrefix="setup" />
      </fieldset>
      <SubmitButton
        pending={setUp.isPending}
        pendingLabel="Setting up..."
        size="lg"
        className="w-full"
      >
        Create community
      </SubmitButton>
    </form>
  );
}

/**
 * The first run (issue 36, decision 048): on a fresh install, the first person to open Get
 * Started names the community and creates the admin account that runs it, instead of
 * applying to join a community nobody runs yet. Anywhere else, it is the sign-in page.
 */
export function SetupPage() {
  const { config, isSettled } = useConfig();
  if (!isSettled) return <FullScreenSpinner label="Loading Roundtable" />;
  if (!config.setupNeeded) return <Redirect to="/sign-in" replace />;
  if (config.signIn === 'provider') {
    return (
      <AuthLayout heading="Set up your community">
        <div className="grid gap-4 text-center text-sm">
          <p>
            This community signs in with its identity provider. The first person to sign in becomes
            its admin and names it from the console.
          </p>
          <a
            href="/api/login"
            className="font-semibold text-gold-text underline underline-offset-4"
          >
            Sign in to set it up
          </a>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      heading="Set up your community"
      intro="Nobody runs this community yet. Name it and create the admin account that will."
    >
      <SetupForm />
    </AuthLayout>
  );
}
