import type { JoinMode } from '@shared/contracts/choices';
import { joinSettingsSchema } from '@shared/contracts/membership';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { FormSwitchField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { QueryStates } from '@/components/query-states';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import {
  JOIN_SETTINGS_FAILED,
  type JoinSettings,
  useJoinSettings,
  useSaveJoinSettings,
} from './settings-api';

export const JOIN_MODE_CHOICES: { value: JoinMode; label: string; hint: string }[] = [
  {
    value: 'open',
    label: 'Open',
    hint: 'Anyone can create an account and join once they confirm their e-mail.',
  },
  {
    value: 'approval',
    label: 'Approval',
    hint: 'People apply; an admin approves each application.',
  },
  {
    value: 'invite-only',
    label: 'Invite only',
    hint: 'Only people with an invitation can join.',
  },
];

function JoinSettingsForm({ saved }: { saved: JoinSettings }) {
  const ids = useId();
  const save = useSaveJoinSettings();
  const { form, onSubmit, pending } = useMutationForm({
    schema: joinSettingsSchema,
    defaultValues: saved,
    mutation: save,
    draftKey: null,
    onSuccess: (answer) => {
      // The saved settings are the form's new starting point.
      form.reset(answer);
      toast({ title: 'Settings saved' });
    },
  });
  const error = form.formState.errors.joinMode?.message;
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-6">
      <div className="grid gap-3">
        <h4 id={`${ids}-mode`} className="font-semibold">
          How people join
        </h4>
        <Controller
          control={form.control}
          name="joinMode"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={`${ids}-mode`}
              aria-describedby={error ? `${ids}-mode-error` : undefined}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            >
              {JOIN_MODE_CHOICES.map((choice) => (
                <div key={choice.value} className="flex items-start gap-3 rounded-lg border p-3">
                  <RadioGroupItem
                    value={choice.value}
                    id={`${ids}-${choice.value}`}
                    aria-describedby={`${ids}-${choice.value}-hint`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={`${ids}-${choice.value}`}>{choice.label}</Label>
                    <p id={`${ids}-${choice.value}-hint`} className="text-sm text-muted-foreground">
                      {choice.hint}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {error ? (
          <p id={`${ids}-mode-error`} className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
      <FormSwitchField
        control={form.control}
        name="membersMayInvite"
        label="Members can invite people"
        hint="Admins can always invite. Under approval, the people a member invites still apply."
      />
      <div>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

/** How people join, and whether members may invite (decision 019). */
export function JoiningSettings() {
  const ids = useId();
  const settings = useJoinSettings();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        Joining
      </h3>
      <QueryStates
        query={settings}
        loading={
          <div className="grid max-w-2xl gap-3" aria-hidden="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        }
        error={JOIN_SETTINGS_FAILED}
      >
        {() => (settings.data ? <JoinSettingsForm saved={settings.data} /> : null)}
      </QueryStates>
    </section>
  );
}
