import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerIssues } from '@/components/form';
import { useDraft } from '@/hooks/use-draft';
import { useIdlePreload } from '@/lib/lazy-component';
import { lazyZodResolver } from '@/lib/lazy-resolver';
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
  /**
   * The checks, or how to download them: `() => import('./checks').then((m) => m.form)`,
   * written at a module's top level so it keeps one identity. A page whose forms all load
   * their checks so leaves zod (~25 KB gzip) out of its first paint (lazyZodResolver).
   */
  schema: S | (() => Promise<S>);
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
  /** The form opened with a draft this browser kept, not yet sent or discarded. */
  restoredDraft: boolean;
  /** Back to the values the form opened with; the draft is forgotten. */
  discardDraft: () => void;
  /** What a FormDialog takes from the form: `<FormDialog {...dialog} title=…>`. */
  dialog: { onSubmit: MutationForm<S>['onSubmit']; onClose: () => void; pending: boolean };
}

const noPreload = () => {};

export function useMutationForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  TData,
  TVariables = z.output<S>,
>(options: MutationFormOptions<S, TData, TVariables>): MutationForm<S> {
  const { schema, defaultValues, mutation, fields, rename, draftKey } = options;
  const resolver = useMemo(
    () => (typeof schema === 'function' ? lazyZodResolver(schema) : zodResolver(schema as never)),
    [schema],
  );
  useIdlePreload('preload' in resolver ? resolver.preload : noPreload);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's generics cannot follow a schema type parameter; the form's own
    // types above are what callers see.
    resolver: resolver as never,
    defaultValues,
  });

  // Callers write `defaultValues`, `fields` and `rename` inline, so each render brings new
  // objects with the same content. Keyed by their content, the field list and the renames
  // keep one identity, and so do the callbacks built on them: an effect that depends on
  // `onSubmit`, `dismiss` or the server-issues handler runs once, not on every keystroke.
  const fieldsKey = [...(fields ?? Object.keys(defaultValues as object))].join('\n');
  const fieldList = useMemo(() => (fieldsKey ? fieldsKey.split('\n') : []), [fieldsKey]);
  const renameKey = rename ? JSON.stringify(rename) : '';
  const renames = useMemo(
    () => (renameKey ? (JSON.parse(renameKey) as Record<string, string>) : undefined),
    [renameKey],
  );
  const showServerIssues = useServerIssues(form.setError, fieldList, renames);
  const { restored: restoredDraft, discard } = useDraft(draftKey, form);

  // The caller's handlers are inline too: the callbacks read the latest ones through a ref
  // rather than depending on them (what happens on success may close over new state).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // `mutate` is stable across renders (TanStack Query), unlike the result object holding it.
  const { mutate } = mutation;
  const onSubmit = useMemo(
    () =>
      form.handleSubmit((values) => {
        const { toVariables, onSuccess } = latest.current;
        mutate((toVariables ? toVariables(values) : values) as TVariables, {
          onSuccess: (data) => {
            discard();
            onSuccess(data, values);
          },
          onError: showServerIssues,
        });
      }),
    [form, mutate, discard, showServerIssues],
  );
  const dismiss = useCallback(() => {
    discard();
    latest.current.onDismiss?.();
  }, [discard]);
  const discardDraft = useCallback(() => {
    discard();
    form.reset();
  }, [discard, form]);
  const pending = mutation.isPending;
  return {
    form,
    onSubmit,
    pending,
    dismiss,
    restoredDraft,
    discardDraft,
    dialog: { onSubmit, onClose: dismiss, pending },
  };
}
