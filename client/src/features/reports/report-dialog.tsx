import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportItemType,
  type ReportReason,
} from '@shared/contracts/choices';
import { useId } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import { z } from 'zod';
import { FormTextAreaField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { REPORT_THANKS, useReportItem } from './api';

export const REASON_CHOICES: Record<ReportReason, { label: string; hint: string }> = {
  spam: { label: 'Spam', hint: 'Advertising, scams or the same thing posted over and over.' },
  harassment: { label: 'Harassment', hint: 'Insults, threats or attacks on someone.' },
  inappropriate: {
    label: 'Inappropriate',
    hint: 'Offensive, explicit or out of place in this community.',
  },
  other: { label: 'Something else', hint: 'Tell us what is wrong below.' },
};

/** The form as the member fills it: no reason chosen yet is '' (the shared schema refuses it). */
const reportForm = z
  .object({
    reason: z.enum(REPORT_REASONS, 'Choose a reason'),
    details: z.string().max(REPORT_DETAILS_MAX, `Must be at most ${REPORT_DETAILS_MAX} characters`),
  })
  .refine((v) => v.reason !== 'other' || v.details.trim().length > 0, {
    path: ['details'],
    message: 'Tell us what is wrong',
  });

/**
 * Report an item to the moderators (decision 021): a reason and, for "Something else",
 * what is wrong. Reporting the same item again thanks the member the same way (the server
 * keeps one report). Mounted per opening, so each starts afresh.
 */
export function ReportDialog({
  itemType,
  itemId,
  what,
  onClose,
}: {
  itemType: ReportItemType;
  itemId: string | number;
  /** "this reply", "Ada’s profile": what the dialog's title names. */
  what: string;
  onClose: () => void;
}) {
  const ids = useId();
  const report = useReportItem();
  const { form, dialog } = useMutationForm({
    schema: reportForm,
    defaultValues: { reason: '' as ReportReason, details: '' },
    mutation: report,
    toVariables: ({ reason, details }) => ({
      itemType,
      itemId: String(itemId),
      reason,
      details: details.trim() || undefined,
    }),
    draftKey: null,
    onSuccess: () => {
      toast({ title: REPORT_THANKS });
      onClose();
    },
    onDismiss: onClose,
  });
  const { errors } = useFormState({ control: form.control, name: 'reason' });
  const reasonError = errors.reason?.message;
  return (
    <FormDialog
      title={`Report ${what}`}
      description="Only the moderators see reports. The author is not told who reported them."
      {...dialog}
      pendingLabel="Sending..."
      submitLabel="Report"
    >
      <fieldset className="grid gap-2">
        <legend id={`${ids}-reason`} className="mb-2 text-sm font-medium">
          Why are you reporting it?
        </legend>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby={`${ids}-reason`}
              aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
              aria-invalid={reasonError ? true : undefined}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              className="gap-2"
            >
              {REPORT_REASONS.map((reason) => (
                <div key={reason} className="flex items-start gap-3 rounded-lg border p-3">
                  <RadioGroupItem
                    value={reason}
                    id={`${ids}-${reason}`}
                    aria-describedby={`${ids}-${reason}-hint`}
                    className="mt-0.5"
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={`${ids}-${reason}`}>{REASON_CHOICES[reason].label}</Label>
                    <p id={`${ids}-${reason}-hint`} className="text-sm text-muted-foreground">
                      {REASON_CHOICES[reason].hint}
                    </p>
                  </div>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {reasonError ? (
          <p id={`${ids}-reason-error`} className="text-sm font-medium text-destructive-text">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <FormTextAreaField
        control={form.control}
        name="details"
        label="Details"
        rows={3}
        maxLength={REPORT_DETAILS_MAX}
        hint="Required for “Something else”; optional otherwise."
      />
    </FormDialog>
  );
}
