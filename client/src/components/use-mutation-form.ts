import type { UseMutationResult } from '@tanstack/react-query';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerIssues } from '@/components/form';
import { useDraft } from '@/hooks/use-draft';
import { zodResolver } from '@/lib/zod-resolver';

/**
 * A form that sends itself through one mutation, wired once: the shared zod schema checks
 * it in the browser, a 400's `issues` land on its fields (else the spec's toast), what the
 * member types is kept as a draft until the server accepts it (`useDraft`), and the
 * caller only says what happens on success.
 */
export interface MutationFormOptions<
  S extends z.ZodType<FieldValues, FieldValues>,
  TData,
  TVariables,
> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>;
  /** The checked values as the mutation takes them (an id added, a field renamed). */
  toVariables?: (values: z.output<S>) => TVariables;
  /** The fields a 400's issues may land on (default: every field in `defaultValues`). */
  fields?: Iterable<string>;
  /** A server path that names a form field differently. */
  rename?: Readonly<Record<string, string>>;
  /** Where the draft is kept (`reply:42`); null keeps none (an edit that must start clean). */
  draftKey: string | null;
  onSuccess: (data: TData, values: z.output<S>) => void;
  /**
   * The member closes the form themselves (Cancel, Escape, ✕): what they typed goes with
   * it. A draft outlives only what they did not choose (a session ending, a reload).
   */
  onDismiss?: () => void;
}

export interface MutationForm<S extends z.ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** Drops the draft, then `onDismiss`: the dialog's onClose. */
  dismiss: () => void;
}

export function useMutationForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  TData,
  TVariables = z.output<S>,
>({
  schema,
  defaultValues,
  mutation,
  toVariables,
  fields = Object.keys(defaultValues as object),
  rename,
  draftKey,
  onSuccess,
  onDismiss,
}: MutationFormOptions<S, TData, TVariables>): MutationForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics cannot follow a schema type parameter; the form's own
    // types above are what callers see.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const showServerIssues = useServerIssues(form.setError, fields, rename);
  const draft = useDraft(draftKey, form);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate((toVariables ? toVariables(values) : values) as TVariables, {
      onSuccess: (data) => {
        draft.discard();
        onSuccess(data, values);
      },
      onError: showServerIssues,
    }),
  );
  const dismiss = () => {
    draft.discard();
    onDismiss?.();
  };
  return { form, onSubmit, pending: mutation.isPending, dismiss };
}
