import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { FormTextField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';

type NameSchema = z.ZodObject<{ name: z.ZodType<string, string> }>;

/**
 * The one-field form that adds a named thing to a catalogue the admins keep (a discussion
 * category, a skill): it empties itself and says what it added, and a server refusal (a
 * duplicate name) shows under the field.
 */
export function AddNameForm({
  schema,
  mutation,
  label,
  submitLabel,
  addedTitle,
}: {
  schema: NameSchema;
  mutation: UseMutationResult<{ name: string }, unknown, { name: string }>;
  /** The field's label ("New category"). */
  label: string;
  submitLabel: string;
  /** The toast's title once added ("Category added"); its description is the name. */
  addedTitle: string;
}) {
  const { form, onSubmit, pending } = useMutationForm({
    schema,
    defaultValues: { name: '' },
    mutation,
    draftKey: null,
    onSuccess: (added) => {
      form.reset({ name: '' });
      toast({ title: addedTitle, description: added.name });
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
      <FormTextField
        control={form.control}
        name="name"
        label={label}
        maxLength={100}
        className="min-w-0 flex-1 basis-56"
      />
      <SubmitButton pending={pending} pendingLabel="Adding..." className="sm:mt-[1.375rem]">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
