import type { CurrentMember } from '@shared/contracts/auth';
import type { profileUpdateSchema } from '@shared/contracts/users';
import { History } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { FieldError } from '@/components/fields/field';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useMutationForm } from '@/components/use-mutation-form';
import { SkillsCard } from '@/features/skills';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { useUpdateProfile } from './api';
import { PastCompaniesField } from './past-companies-field';
import { ProfilePhotoCard } from './profile-photo-card';

/** Spec §9: after a successful save the app goes to / after 1 second. */
export const REDIRECT_AFTER_SAVE_MS = 1000;

type ProfileInput = z.input<typeof profileUpdateSchema>;

function defaultsFrom(user: CurrentMember | null): ProfileInput {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    title: user?.title ?? '',
    company: user?.company ?? '',
    phone: user?.phone ?? '',
    bio: user?.bio ?? '',
    website: user?.website ?? '',
    pastCompanies: user?.pastCompanies?.length ? [...user.pastCompanies] : [''],
    openToConnect: user?.openToConnect ?? false,
    profileImageUrl: user?.profileImageUrl ?? null,
  };
}

/** The checks, downloaded apart from the page (useMutationForm's `schema` loader). */
const profileChecks = () => import('@shared/contracts/users').then((m) => m.profileUpdateSchema);

const FIELD_NAMES = new Set<string>([
  'firstName',
  'lastName',
  'title',
  'company',
  'phone',
  'bio',
  'website',
  'pastCompanies',
  'openToConnect',
  'profileImageUrl',
]);

/**
 * While `unsaved`, closing the tab or reloading asks the browser's "Leave site?" first.
 * The draft would keep the changes anyway (useDraft), but a member who thinks they saved
 * should hear that they did not. Moves within the app are not stopped: the draft brings the
 * changes back, with the notice below, when they return.
 */
function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/** Says that the form holds changes kept from an earlier visit, and offers to drop them. */
function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold/60 bg-gold/10 px-4 py-3 text-sm"
    >
      <p>
        <History className="mr-2 inline size-4 align-[-0.2em]" aria-hidden="true" />
        We brought back the changes you had not saved. Save &amp; Close puts them on your profile.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
        Discard changes
      </Button>
    </div>
  );
}

function ProfileForm({ user }: { user: CurrentMember | null }) {
  const [, navigate] = useLocation();
  const updateProfile = useUpdateProfile();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const {
    form,
    onSubmit,
    pending: saving,
    restoredDraft,
    discardDraft,
  } = useMutationForm({
    schema: profileChecks,
    defaultValues: defaultsFrom(user),
    fields: FIELD_NAMES,
    mutation: updateProfile,
    draftKey: 'profile',
    onSuccess: () => {
      toast({ title: 'Profile updated successfully' });
      redirectTimer.current = setTimeout(() => navigate('/'), REDIRECT_AFTER_SAVE_MS);
    },
  });
  const { errors } = form.formState;
  const [firstName, lastName, profileImageUrl] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'profileImageUrl'],
  });

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const pastCompanyErrors = Array.isArray(errors.pastCompanies)
    ? errors.pastCompanies.map((e) => e?.message)
    : [];
  const leaving = updateProfile.isSuccess;
  useWarnBeforeLeaving(form.formState.isDirty && !leaving);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit Profile" className="grid gap-6">
      {restoredDraft ? (
        <RestoredDraftNotice
          onDiscard={() => {
            discardDraft();
            // Once the reset form has rendered: the notice and its button are gone by then.
            requestAnimationFrame(() => form.setFocus('firstName'));
          }}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <ProfilePhotoCard
            imageUrl={profileImageUrl}
            person={{ firstName, lastName, email: user?.email }}
            onChange={(objectPath) =>
              form.setValue('profileImageUrl', objectPath, { shouldDirty: true })
            }
          />

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Networking Preferences</h2>
              </CardTitle>
              <CardDescription>Let other members know whether to reach out.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-3">
              <Label id="open-to-connect-label" asChild>
                <span>Open to Connect</span>
              </Label>
              <Controller
                control={form.control}
                name="openToConnect"
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby="open-to-connect-label"
                    value={field.value ? 'yes' : 'no'}
                    onValueChange={(v) => field.onChange(v === 'yes')}
                    onBlur={field.onBlur}
                    name={field.name}
                  >
                    <div className="flex items-center gap-3">
                      <RadioGroupItem value="yes" id="open-to-connect-yes" />
                      <Label htmlFor="open-to-connect-yes" className="font-normal">
                        Yes, I'm open to new connections
                      </Label>
                    </div>
                    <div className="flex items-center gap-3">
                      <RadioGroupItem value="no" id="open-to-connect-no" />
                      <Label htmlFor="open-to-connect-no" className="font-normal">
                        No, not looking to connect
                      </Label>
                    </div>
                  </RadioGroup>
                )}
              />
            </CardContent>
          </Card>
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Basic Information</h2>
              </CardTitle>
              <CardDescription>How members see and reach you.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormTextField
                  control={form.control}
                  name="firstName"
                  id="profile-first-name"
                  label="First Name"
                  autoComplete="given-name"
                  aria-required="true"
                />
                <FormTextField
                  control={form.control}
                  name="lastName"
                  id="profile-last-name"
                  label="Last Name"
                  autoComplete="family-name"
                  aria-required="true"
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormTextField
                  control={form.control}
                  name="title"
                  id="profile-title"
                  label="Job Title"
                  autoComplete="organization-title"
                  placeholder="e.g. Managing Partner"
                />
                <FormTextField
                  control={form.control}
                  name="phone"
                  id="profile-phone"
                  label="Mobile Number"
                  type="tel"
                  autoComplete="tel"
                  placeholder="(555) 123-4567"
                />
              </div>
              <FormTextField
                control={form.control}
                name="website"
                id="profile-website"
                label="LinkedIn or website"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="linkedin.com/in/you"
              />
              <FormTextAreaField
                control={form.control}
                name="bio"
                id="profile-bio"
                label="Bio"
                rows={5}
                placeholder="A few lines about you and your work"
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Professional Information</h2>
              </CardTitle>
              <CardDescription>Where you work now and where you have worked.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <FormTextField
                control={form.control}
                name="company"
                id="profile-company"
                label="Current Company"
                autoComplete="organization"
              />
              <Controller
                control={form.control}
                name="pastCompanies"
                render={({ field }) => (
                  <PastCompaniesField
                    value={field.value ?? []}
                    onChange={field.onChange}
                    errors={pastCompanyErrors}
                  />
                )}
              />
              <FieldError message={errors.pastCompanies?.message} />
            </CardContent>
          </Card>

          <div className="flex justify-end">
            <SubmitButton
              pending={saving}
              pendingLabel="Saving..."
              disabled={saving || leaving}
              size="lg"
              className="w-full sm:w-auto"
            >
              Save &amp; Close
            </SubmitButton>
          </div>
        </div>
      </div>
    </form>
  );
}

/** Edit Profile (spec §2): the profile form, then Skills & Expertise. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Edit Profile" description="Your details as other members see them." />
      <ProfileForm user={user} />
      {user ? <SkillsCard userId={user.id} /> : null}
    </div>
  );
}
