import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SubmitButton, useServerIssues } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useImageUploader } from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import {
  type ResourceCategory,
  type ResourceItem,
  type ResourcePayload,
  useSaveResource,
} from './api';
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
  // While the upload widget (a modal of its own, outside this dialog) is open, this
  // dialog steps out of modal mode so the widget can take the focus and the pointer.
  const [uploaderOpen, setUploaderOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={!uploaderOpen}>
      {/* Mounted per opening, so each one starts from the resource (or a blank form). */}
      {open ? (
        <ResourceFormContent
          key={props.resource?.id ?? 'new'}
          {...props}
          onClose={() => onOpenChange(false)}
          uploaderOpen={uploaderOpen}
          setUploaderOpen={setUploaderOpen}
        />
      ) : null}
    </Dialog>
  );
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

function ResourceFormContent({
  resource,
  categories,
  defaultCategoryId,
  onSaved,
  onClose,
  onCloseAutoFocus,
  uploaderOpen,
  setUploaderOpen,
}: Omit<ResourceFormDialogProps, 'open' | 'onOpenChange'> & {
  onClose: () => void;
  uploaderOpen: boolean;
  setUploaderOpen: (open: boolean) => void;
}) {
  const ids = useId();
  const field = (name: string) => `${ids}-${name}`;
  const save = useSaveResource(resource?.id ?? null);
  const form = useForm<ResourceFields, unknown, ResourcePayload>({
    resolver: zodResolver(resourceDialogSchema),
    defaultValues: resource ? resourceToFields(resource) : newResourceFields(defaultCategoryId),
  });
  const showServerIssues = useServerIssues(form.setError, FIELD_NAMES);
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const [attached, setAttached] = useState<AttachedFile | null>(() => storedFileOf(resource));

  // The upload widget, documents only. It opens once this dialog has left modal mode.
  const [wantUploader, setWantUploader] = useState(false);
  const widgetOpened = useRef(false);
  const returnFocus = useRef(false);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const uploader = useImageUploader({
    purpose: 'document',
    allowedFileTypes: RESOURCE_FILE_TYPES,
    maxNumberOfFiles: 1,
    dialogLabel: 'Upload resource file',
    note: 'PDF, Word, Excel, PowerPoint, text, CSV or ZIP, up to 25 MB',
    onOpenChange: (isOpen) => {
      if (isOpen) widgetOpened.current = true;
      else returnFocus.current = true;
      setUploaderOpen(isOpen);
    },
    onComplete: ([file]) => {
      if (!file) return;
      setAttached({ name: file.name, size: file.size });
      form.setValue('url', file.uploadURL, { shouldDirty: true, shouldValidate: true });
      if (!form.getValues('title').trim()) {
        form.setValue('title', file.name.replace(/\.[^.]+$/, ''), { shouldDirty: true });
      }
    },
  });
  const { open: openUploader } = uploader;
  useEffect(() => {
    if (!wantUploader || !uploaderOpen) return;
    setWantUploader(false);
    widgetOpened.current = false;
    void openUploader().then(() => {
      // The widget could not load (it said so in a toast): back to modal mode.
      if (!widgetOpened.current) setUploaderOpen(false);
    });
  }, [wantUploader, uploaderOpen, openUploader, setUploaderOpen]);

  const startUpload = () => {
    if (uploader.isLoading) return;
    setWantUploader(true);
    setUploaderOpen(true);
  };

  const removeFile = () => {
    setAttached(null);
    form.setValue('url', '', { shouldDirty: true });
    uploadButtonRef.current?.focus();
  };

  const onSubmit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: (saved) => {
        toast({
          title: resource ? 'Resource updated successfully' : 'Resource shared successfully',
        });
        onSaved?.(saved);
        onClose();
      },
      onError: showServerIssues,
    }),
  );

  // While saving, or while the upload widget is on top, this dialog stays put.
  const keepOpen = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    if (save.isPending || uploaderOpen || target?.closest('.uppy-Dashboard')) e.preventDefault();
  };

  const errorText = (message: string | undefined, id: string) =>
    message ? (
      <p id={id} className="text-sm font-medium text-destructive-text">
        {message}
      </p>
    ) : null;

  return (
    <DialogContent
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenAutoFocus={(e) => {
        // Coming back from the upload widget: focus where the member left off.
        if (returnFocus.current) {
          returnFocus.current = false;
          e.preventDefault();
          uploadButtonRef.current?.focus();
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>{resource ? 'Edit Resource' : 'Share New Resource'}</DialogTitle>
        <DialogDescription>
          {resource
            ? 'Change what members see about this resource.'
            : 'Share a document, video, link or template with the community.'}
        </DialogDescription>
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={field('title')}
          label="Title"
          required
          autoComplete="off"
          maxLength={200}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid gap-2">
          <Label htmlFor={field('description')}>Description</Label>
          <Textarea
            id={field('description')}
            rows={3}
            maxLength={5000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${field('description')}-error` : undefined}
            {...form.register('description')}
          />
          {errorText(errors.description?.message, `${field('description')}-error`)}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="type"
            render={({ field: f }) => (
              <div className="grid content-start gap-2">
                <Label htmlFor={field('type')}>Type</Label>
                <Select value={f.value} onValueChange={f.onChange}>
                  <SelectTrigger
                    id={field('type')}
                    ref={f.ref}
                    onBlur={f.onBlur}
                    aria-required
                    aria-invalid={errors.type ? true : undefined}
                    aria-describedby={errors.type ? `${field('type')}-error` : undefined}
                  >
                    <SelectValue placeholder="Select a type" />
                  </SelectTrigger>
                  <SelectContent>
                    {Object.entries(TYPE_LABELS).map(([value, label]) => (
                      <SelectItem key={value} value={value}>
                        {label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {errorText(errors.type?.message, `${field('type')}-error`)}
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field: f }) => (
              <div className="grid content-start gap-2">
                <Label htmlFor={field('categoryId')}>Category</Label>
                <Select value={f.value} onValueChange={f.onChange}>
                  <SelectTrigger
                    id={field('categoryId')}
                    ref={f.ref}
                    onBlur={f.onBlur}
                    aria-required
                    aria-invalid={errors.categoryId ? true : undefined}
                    aria-describedby={
                      errors.categoryId ? `${field('categoryId')}-error` : undefined
                    }
                  >
                    <SelectValue placeholder="Select a category" />
                  </SelectTrigger>
                  <SelectContent>
                    {categories.map((c) => (
                      <SelectItem key={c.id} value={String(c.id)}>
                        {c.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                {errorText(errors.categoryId?.message, `${field('categoryId')}-error`)}
              </div>
            )}
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
            <TextField
              id={field('url')}
              label="URL"
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="url"
              hint="A web address: an article, a video, a shared folder."
              error={errors.url?.message}
              {...form.register('url')}
            />
          )}
          {attached && errors.url?.message
            ? errorText(errors.url.message, `${field('url')}-error`)
            : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={uploadButtonRef}
              type="button"
              variant="outline"
              onClick={startUpload}
              onPointerEnter={uploader.preload}
              onFocus={uploader.preload}
              aria-busy={uploader.isLoading || undefined}
            >
              {uploader.isLoading ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
              {attached ? 'Replace file' : 'Upload a file instead'}
            </Button>
            <span className="text-xs text-muted-foreground">
              PDF, Word, Excel, PowerPoint, text, CSV or ZIP, up to 25 MB.
            </span>
          </div>
          <p className="sr-only" aria-live="polite">
            {attached ? `${attached.name} attached` : ''}
          </p>
        </fieldset>

        {type === 'video' ? (
          <TextField
            id={field('duration')}
            label="Duration"
            placeholder="e.g. 1h 30m"
            autoComplete="off"
            maxLength={40}
            hint="Optional. How long the video runs."
            error={errors.duration?.message}
            {...form.register('duration')}
          />
        ) : null}

        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            {resource ? 'Update Resource' : 'Share Resource'}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
