import {
  BELL_ONLY_TYPES,
  type NotificationChannel,
  type NotificationType,
  STAFF_NOTIFICATION_TYPES,
} from '@shared/contracts/choices';
import type { notificationPreferencesSchema } from '@shared/contracts/notifications';
import { NOTIFICATION_TYPE_LABELS } from '@shared/notification-labels';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormChoiceField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { PageHeader } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { CardsSkeleton } from '@/components/skeleton-bars';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useMutationForm } from '@/components/use-mutation-form';
import { type CurrentMember, useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { zoneLabel } from '@/lib/zone-label';
import {
  type NotificationPreferencesAnswer,
  preferencesQuery,
  useSavePreferences,
} from './preferences-api';

export const PREFERENCES_SAVED = 'Preferences saved';

/**
 * The types offered to this member: not those the bell alone tells (`BELL_ONLY_TYPES`),
 * and the staff's queues only to those the server lets act on them (their abilities,
 * never their role).
 */
export function typesFor(abilities: CurrentMember['abilities'] | undefined): NotificationType[] {
  return (Object.keys(NOTIFICATION_TYPE_LABELS) as NotificationType[]).filter((t) => {
    if (BELL_ONLY_TYPES.includes(t)) return false;
    const staff = STAFF_NOTIFICATION_TYPES[t as keyof typeof STAFF_NOTIFICATION_TYPES];
    return staff === undefined || abilities?.[staff] === true;
  });
}

/** The digest's choice is named after the digest the member takes (daily or weekly). */
const channelChoices = (frequency: string): { value: NotificationChannel; label: string }[] => [
  { value: 'instant', label: 'At once' },
  { value: 'digest', label: frequency === 'weekly' ? 'Weekly digest' : 'Daily digest' },
  { value: 'off', label: 'Off' },
];

const FREQUENCY_CHOICES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WEEKDAY_CHOICES = WEEKDAYS.map((label, i) => ({ value: String(i + 1), label }));

/** "8:00 AM", "12:00 PM": the hour as the community's members read a clock. */
const hourLabel = (hour: number) =>
  `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
const HOUR_CHOICES = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: hourLabel(h),
}));

interface FormValues {
  channels: Partial<Record<NotificationType, NotificationChannel>>;
  digestFrequency: 'daily' | 'weekly';
  digestHour: number;
  digestWeekday: number;
}

const formValuesOf = (
  saved: NotificationPreferencesAnswer,
  types: NotificationType[],
): FormValues => ({
  channels: Object.fromEntries(types.map((t) => [t, saved.channels[t]])),
  digestFrequency: saved.digestFrequency,
  digestHour: saved.digestHour,
  digestWeekday: saved.digestWeekday,
});

/** One type's row: its name as the legend, then the three channels as radios. */
function ChannelRow({
  type,
  frequency,
  control,
}: {
  type: NotificationType;
  frequency: string;
  control: ReturnType<
    typeof useMutationForm<typeof notificationPreferencesSchema, unknown>
  >['form']['control'];
}) {
  const ids = useId();
  return (
    <fieldset className="grid gap-2 border-b py-3 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-center">
      <legend id={`${ids}-legend`} className="float-left mb-1 text-sm font-medium sm:mb-0">
        {NOTIFICATION_TYPE_LABELS[type]}
      </legend>
      <Controller
        control={control}
        name={`channels.${type}`}
        render={({ field }) => (
          <RadioGroup
            aria-labelledby={`${ids}-legend`}
            value={field.value as string}
            onValueChange={field.onChange}
            name={field.name}
            ref={field.ref}
            className="clear-left flex flex-wrap gap-x-5 gap-y-2 sm:clear-none"
          >
            {channelChoices(frequency).map((choice) => (
              <div key={choice.value} className="flex items-center gap-2">
                <RadioGroupItem value={choice.value} id={`${ids}-${choice.value}`} />
                <Label htmlFor={`${ids}-${choice.value}`} className="font-normal">
                  {choice.label}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      />
    </fieldset>
  );
}

/** The form's checks, downloaded apart from the page (useMutationForm's `schema` loader). */
const preferencesChecks = () =>
  import('@shared/contracts/notifications').then((m) => m.notificationPreferencesSchema);

function PreferencesForm({ saved }: { saved: NotificationPreferencesAnswer }) {
  const ids = useId();
  const save = useSavePreferences();
  const types = typesFor(useAuth().user?.abilities);
  const { form, onSubmit, pending } = useMutationForm({
    schema: preferencesChecks,
    defaultValues: formValuesOf(saved, types),
    mutation: save,
    draftKey: null,
    onSuccess: (answer) => {
      form.reset(formValuesOf(answer, types));
      toast({ title: PREFERENCES_SAVED });
    },
  });
  const frequency = useWatch({ control: form.control, name: 'digestFrequency' }) ?? 'daily';
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <section aria-labelledby={`${ids}-types`}>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 id={`${ids}-types`}>What we e-mail you about</h2>
            </CardTitle>
            <CardDescription>
              At once: a few minutes after it happens, unless you have seen it here by then. Digest:
              gathered into one e-mail with what you have not read yet.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {types.map((type) => (
              <ChannelRow key={type} type={type} frequency={frequency} control={form.control} />
            ))}
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby={`${ids}-digest`}>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2 id={`${ids}-digest`}>Your digest</h2>
            </CardTitle>
            <CardDescription>
              Times are in the community's time zone, {zoneLabel(saved.timeZone)}. No e-mail is sent
              when there is nothing new.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            <FormChoiceField
              control={form.control}
              name="digestFrequency"
              label="How often"
              choices={FREQUENCY_CHOICES}
            />
            {frequency === 'weekly' ? (
              <FormChoiceField
                control={form.control}
                name="digestWeekday"
                label="On"
                numeric
                choices={WEEKDAY_CHOICES}
              />
            ) : null}
            <FormChoiceField
              control={form.control}
              name="digestHour"
              label="At"
              numeric
              choices={HOUR_CHOICES}
            />
          </CardContent>
        </Card>
      </section>
      <div>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

/** `/settings/notifications` (decision 025): which notifications come by e-mail, and when. */
export function NotificationPreferencesPage() {
  const preferences = useQuery(preferencesQuery());
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="E-mail notifications"
        description="Choose what reaches your inbox at once, what waits for your digest, and what stays here."
      />
      <QueryStates
        query={preferences}
        loading={<CardsSkeleton heights={['h-96', 'h-40']} />}
        error="Failed to fetch your e-mail preferences"
      >
        {() => (preferences.data ? <PreferencesForm saved={preferences.data} /> : null)}
      </QueryStates>
    </div>
  );
}
