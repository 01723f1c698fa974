import { REAPPLY_AFTER_DAYS } from '@shared/contracts/choices';
import { applicationDecisionSchema } from '@shared/contracts/membership';
import { z } from 'zod';
import { FormTextAreaField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { displayName } from '@/lib/names';
import type { AdminApplication, DecisionResult, useDecideApplications } from './applications-api';

export const DECLINE_MESSAGE_MAX = 1000;

const declineForm = z.object({ message: applicationDecisionSchema.shape.message });

/**
 * Decline one application or the chosen ones, with an optional message the applicants
 * see (and are sent). Mounted per opening.
 */
export function DeclineDialog({
  applications,
  decide,
  onDone,
  onClose,
}: {
  applications: AdminApplication[];
  decide: ReturnType<typeof useDecideApplications>;
  onDone: (result: DecisionResult) => void;
  onClose: () => void;
}) {
  const one = applications.length === 1 ? applications[0] : null;
  const { form, dialog } = useMutationForm({
    schema: declineForm,
    defaultValues: { message: '' },
    mutation: decide,
    toVariables: ({ message }) => ({
      ids: applications.map((a) => a.id),
      decision: 'decline' as const,
      message,
    }),
    draftKey: null,
    onSuccess: (result) => onDone(result),
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title={one ? 'Decline application' : `Decline ${applications.length} applications`}
      description={
        one
          ? `${displayName(one.applicant)} is told by e-mail, with your message if you write one, and can apply again after ${REAPPLY_AFTER_DAYS} days.`
          : `Each applicant is told by e-mail, with your message if you write one, and can apply again after ${REAPPLY_AFTER_DAYS} days.`
      }
      {...dialog}
      pendingLabel="Declining..."
      submitLabel="Decline"
    >
      <FormTextAreaField
        control={form.control}
        name="message"
        label="Message to the applicant"
        rows={4}
        maxLength={DECLINE_MESSAGE_MAX}
        hint="Optional. Up to 1,000 characters."
      />
    </FormDialog>
  );
}
