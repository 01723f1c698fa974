import { MAX_ABOUT_FIGURES } from '@shared/contracts/choices';
import { type CommunityProfileInput, communityProfileSchema } from '@shared/contracts/community';
import { useId } from 'react';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { TimeZoneList } from '@/components/fields/time-zone-list';
import { SubmitButton } from '@/components/form';
import { QueryStates } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import {
  COMMUNITY_SETTINGS_FAILED,
  type CommunityProfileAnswer,
  useCommunitySettings,
  useSaveCommunitySettings,
} from './community-settings-api';

/** The saved settings as the form edits them: blank where the default applies. */
function formValues({ settings }: CommunityProfileAnswer): CommunityProfileInput {
  const figures = settings.aboutFigures ?? [];
  return {
    communityName: settings.communityName ?? '',
    city: settings.city ?? '',
    region: settings.region ?? '',
    timeZone: settings.timeZone ?? '',
    aboutText: settings.aboutText ?? '',
    contactEmail: settings.contactEmail ?? '',
    contactPhone: settings.contactPhone ?? '',
    aboutFigures: Array.from(
      { length: MAX_ABOUT_FIGURES },
      (_, i) => figures[i] ?? { value: '', label: '' },
    ),
  };
}

const blankFor = (value: string) => `Leave blank for the default: ${value}`;

function CommunityForm({ saved }: { saved: CommunityProfileAnswer }) {
  const ids = useId();
  const save = useSaveCommunitySettings();
  const { defaults } = saved;
  const { form, onSubmit, pending } = useMutationForm({
    schema: communityProfileSchema,
    defaultValues: formValues(saved),
    mutation: save,
    draftKey: null,
    onSuccess: (answer) => {
      form.reset(formValues(answer));
      toast({ title: 'Community settings saved' });
    },
  });
  const text = (name: Exclude<keyof CommunityProfileInput, 'aboutFigures'>, label: string) => ({
    control: form.control,
    name,
    label,
    hint:
      name in defaults ? blankFor(defaults[name as keyof typeof defaults] as string) : undefined,
  });
  const defaultFigures = defaults.aboutFigures.map((f) => `${f.value} ${f.label}`).join(', ');

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-5">
      <FormTextField {...text('communityName', 'Community name')} maxLength={100} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField {...text('city', 'City')} maxLength={100} />
        <FormTextField {...text('region', 'Region')} maxLength={100} />
      </div>
      <FormTextField
        {...text('timeZone', 'Time zone')}
        hint={`An IANA name such as America/Chicago. ${blankFor(defaults.timeZone)}`}
        list={`${ids}-zones`}
        autoComplete="off"
        spellCheck={false}
      />
      <TimeZoneList id={`${ids}-zones`} />
      <FormTextAreaField
        control={form.control}
        name="aboutText"
        label="About text"
        hint="The first lines of the About page. Leave blank for the standard introduction."
        rows={3}
        maxLength={1000}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">About page figures</legend>
        <p id={`${ids}-figures-hint`} className="text-sm text-muted-foreground">
          Up to {MAX_ABOUT_FIGURES}, each a number and what it counts. Leave all blank for the
          defaults: {defaultFigures}.
        </p>
        {Array.from({ length: MAX_ABOUT_FIGURES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed places, not items.
          <div key={i} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3">
            <FormTextField
              control={form.control}
              name={`aboutFigures.${i}.value`}
              label={`Figure ${i + 1} number`}
              maxLength={12}
            />
            <FormTextField
              control={form.control}
              name={`aboutFigures.${i}.label`}
              label={`Figure ${i + 1} label`}
              maxLength={40}
            />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          {...text('contactEmail', 'Contact e-mail')}
          type="email"
          autoComplete="off"
          maxLength={320}
        />
        <FormTextField
          {...text('contactPhone', 'Contact phone')}
          type="tel"
          autoComplete="off"
          maxLength={40}
        />
      </div>
      <div>
        <SubmitButton pending={pending} pendingLabel="Updating...">
          Update community settings
        </SubmitButton>
      </div>
    </form>
  );
}

/** The community's name, place, time zone, About page and contacts (decision 023). */
export function CommunitySettings() {
  const ids = useId();
  const settings = useCommunitySettings();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        Community
      </h3>
      <QueryStates
        query={settings}
        loading={
          <div className="grid max-w-2xl gap-3" aria-hidden="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        }
        error={COMMUNITY_SETTINGS_FAILED}
      >
        {() => (settings.data ? <CommunityForm saved={settings.data} /> : null)}
      </QueryStates>
    </section>
  );
}
