import { suspensionSchema } from '@shared/contracts/admin';
import type { UseMutationResult } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormSwitchField, FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { displayName } from '@/lib/names';
import { type AdminMember, type Suspension, useSuspendMember } from './api';

/**
 * The form as the admin fills it: the date-time input speaks local time without a zone,
 * and "Indefinitely" is a switch, so the form has its own schema; `toSuspension` turns it
 * into the API's `{ reason, until: ISO | null }`, checked again by the shared schema's rules.
 */
const suspendForm = z
  .object({
    reason: suspensionSchema.shape.reason,
    indefinitely: z.boolean(),
    until: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.indefinitely) return;
    const when = Date.parse(values.until);
    if (!values.until || Number.isNaN(when)) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Must be a date and time' });
    } else if (when <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Must be in the future' });
    }
  });

const toSuspension = (values: z.output<typeof suspendForm>): Suspension => ({
  reason: values.reason,
  until: values.indefinitely ? null : new Date(values.until).toISOString(),
});

/** The console's Suspend on a member's row. */
export function SuspendMemberDialog({
  member,
  onClose,
}: {
  member: AdminMember;
  onClose: () => void;
}) {
  const suspend = useSuspendMember(member.id);
  return <SuspendDialog name={displayName(member)} mutation={suspend} onClose={onClose} />;
}

/**
 * Suspend: a reason, and until a date and time or indefinitely (until an admin lifts it).
 * The member list and the reports queue (suspending a reported item's author) both use it,
 * each with its own mutation.
 */
export function SuspendDialog({
  name,
  mutation,
  onClose,
}: {
  name: string;
  mutation: UseMutationResult<unknown, Error, Suspension>;
  onClose: () => void;
}) {
  const { form, dialog } = useMutationForm({
    schema: suspendForm,
    defaultValues: { reason: '', indefinitely: false, until: '' },
    mutation,
    toVariables: toSuspension,
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Member suspended' });
      onClose();
    },
    onDismiss: onClose,
  });
  const indefinitely = useWatch({ control: form.control, name: 'indefinitely' });
  return (
    <FormDialog
      title="Suspend"
      description={`${name} is signed out at once and cannot sign in while suspended.`}
      {...dialog}
      pendingLabel="Suspending..."
      submitLabel="Suspend"
    >
      <FormTextAreaField
        control={form.control}
        name="reason"
        label="Reason"
        rows={3}
        maxLength={500}
        required
        hint="Seen by the staff only."
      />
      <FormSwitchField
        control={form.control}
        name="indefinitely"
        label="Indefinitely"
        hint="Until an admin lifts the suspension."
      />
      {indefinitely ? null : (
        <FormTextField
          control={form.control}
          name="until"
          label="Until"
          type="datetime-local"
          required
        />
      )}
    </FormDialog>
  );
}
