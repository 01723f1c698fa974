import { type CommunityProfileInput, communityProfileSchema } from '@shared/contracts/community';
import { useId } from 'react';
import { FormTextField } from '@/components/fields/form-fields';
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
  return {
    communityName: settings.communityName ?? '',
    city: settings.city ?? '',
    region: settings.region ?? '',
    timeZone: settings.timeZone ?? '',
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
  const text = (name: keyof CommunityProfileInput, label: string) => ({
    control: form.control,
    name,
    label,
    hint: blankFor(defaults[name]),
  });

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
      <div>
        <SubmitButton pending={pending} pendingLabel="Updating...">
          Update community settings
        </SubmitButton>
      </div>
    </form>
  );
}

/** The community's name, place and time zone (decision 023). */
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
