import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { choicesOf } from '@/components/fields/choice-field';
import { FieldError } from '@/components/fields/field';
import { FormChoiceField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormMarkdownField } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { defaultNote, UploaderButton, useUploaderInDialog } from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { type ResourceCategory, type ResourceItem, useSaveResource } from './api';
import { formatFileSize } from './format';
import {
  newResourceFields,
  type ResourceFields,
  resourceDialogSchema,
  resourceToFields,
  storedFileOf,
} from './resource-form';
import { RESOURCE_FILE_TYPES, TYPE_LABELS } from './resource-types';

interface ResourceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The resource to edit; null shares a new one. */
  resource: ResourceItem | null;
  categories: ResourceCategory[];
  /** The category a new resource starts in (the one the member is looking at). */
  defaultCategoryId: number | null;
  onSaved?: (saved: ResourceItem) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Share New Resource / Edit Resource (spec §2, §4): a link or an uploaded file. */
export function ResourceFormDialog({ open, onOpenChange, ...props }: ResourceFormDialogProps) {
  // Mounted per opening, so each one starts from the resource (or a blank form).
  return open ? (
    <ResourceForm
      key={props.resource?.id ?? 'new'}
      {...props}
      onClose={() => onOpenChange(false)}
    />
  ) : null;
}

const FIELD_NAMES = new Set<keyof ResourceFields>([
  'title',
  'description',
  'type',
  'categoryId',
  'url',
  'duration',
]);

interface AttachedFile {
  name: string;
  size: number | null;
}

function ResourceForm({
  resource,
  categories,
  defaultCategoryId,
  onSaved,
  onClose,
  onCloseAutoFocus,
}: Omit<ResourceFormDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const save = useSaveResource(resource?.id ?? null);
  const { form, dialog } = useMutationForm({
    onDismiss: onClose,
    schema: resourceDialogSchema,
    defaultValues: resource ? resourceToFields(resource) : newResourceFields(defaultCategoryId),
    fields: FIELD_NAMES,
    mutation: save,
    draftKey: resource ? `resource:${resource.id}` : 'resource:new',
    onSuccess: (saved) => {
      toast({
        title: resource ? 'Resource updated successfully' : 'Resource shared successfully',
      });
      onSaved?.(saved);
      onClose();
    },
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const [attached, setAttached] = useState<AttachedFile | null>(() => storedFileOf(resource));

  // The upload widget, documents only.
  const uploader = useUploaderInDialog({
    purpose: 'document',
    allowedFileTypes: RESOURCE_FILE_TYPES,
    maxNumberOfFiles: 1,
    dialogLabel: 'Upload resource file',
    note: defaultNote('document'),
    onComplete: ([file]) => {
      if (!file) return;
      setAttached({ name: file.name, size: file.size });
      form.setValue('url', file.uploadURL, { shouldDirty: true, shouldValidate: true });
      if (!form.getValues('title').trim()) {
        form.setValue('title', file.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
      }
    },
  });

  const removeFile = () => {
    setAttached(null);
    form.setValue('url', '', { shouldDirty: true });
    uploader.buttonRef.current?.focus();
  };

  return (
    <FormDialog
      className="max-w-xl"
      title={resource ? 'Edit Resource' : 'Share New Resource'}
      description={
        resource
          ? 'Change what members see about this resource.'
          : 'Share a document, video, link or template with the community.'
      }
      {...dialog}
      onCloseAutoFocus={onCloseAutoFocus}
      overlay={uploader.overlay}
      pendingLabel="Saving..."
      submitLabel={resource ? 'Update Resource' : 'Share Resource'}
    >
      <FormTextField
        control={control}
        name="title"
        label="Title"
        required
        autoComplete="off"
        maxLength={200}
      />
      <FormMarkdownField
        control={control}
        name="description"
        mentions={false}
        label="Description"
        rows={3}
        maxLength={5000}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormChoiceField
          control={control}
          name="type"
          label="Type"
          required
          placeholder="Select a type"
          choices={choicesOf(TYPE_LABELS)}
        />
        <FormChoiceField
          control={control}
          name="categoryId"
          label="Category"
          required
          placeholder="Select a category"
          choices={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </div>

      <fieldset className="grid min-w-0 gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Link or file</legend>
        {attached ? (
          <div className="flex min-w-0 items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
            <span className="flex min-w-0 items-center gap-2 text-sm">
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              <span className="grid min-w-0">
                <span className="truncate" data-testid="resource-file">
                  {attached.name}
                </span>
                {attached.size !== null ? (
                  <span className="text-xs text-muted-foreground">
                    {formatFileSize(attached.size)}
                  </span>
                ) : null}
              </span>
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={removeFile}
              aria-label={`Remove ${attached.name}`}
            >
              <X aria-hidden="true" />
              <span className="max-sm:sr-only">Remove</span>
            </Button>
          </div>
        ) : (
          <FormTextField
            control={control}
            name="url"
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            hint="A web address (sba.gov works too), or upload a file below."
          />
        )}
        {/* With a file attached there is no URL input; its error (a rule only the server knows) shows here. */}
        {attached ? <FieldError message={form.formState.errors.url?.message} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <UploaderButton uploader={uploader}>
            {attached ? 'Replace file' : 'Upload a file instead'}
          </UploaderButton>
          <span className="text-xs text-muted-foreground">
            PDF, Word, Excel, PowerPoint, text, CSV, ZIP or image files, up to 25 MB.
          </span>
        </div>
        <p className="sr-only" aria-live="polite">
          {attached ? `${attached.name} attached` : ''}
        </p>
      </fieldset>

      {type === 'video' ? (
        <FormTextField
          control={control}
          name="duration"
          label="Duration"
          placeholder="e.g. 1h 30m"
          autoComplete="off"
          maxLength={40}
          hint="Optional. How long the video runs: 1h 30m, 45m or 12:30."
        />
      ) : null}
    </FormDialog>
  );
}
