import { jobApplicationFormSchema } from '@shared/schema/forms/jobs';
import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { useImageUploader } from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { type Job, useApply } from './api';
import { focusJobOrList, useFocusReturn } from './focus';

/** What the server accepts as a résumé document (PDF, Word, OpenDocument, RTF, text). */
export const RESUME_FILE_TYPES = [
  '.pdf',
  '.doc',
  '.docx',
  '.odt',
  '.rtf',
  '.txt',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
];

const fieldsSchema = z.object({
  coverLetter: z.string(),
  /** A pasted link (the uploaded file, when there is one, wins). */
  resumeLink: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Must be an http(s) URL'),
});
/** The fields a server issue can land on (its `resumeUrl` is the form's `resumeLink`). */
const APPLY_FIELDS = ['coverLetter', 'resumeLink'];

type ApplyFields = z.infer<typeof fieldsSchema>;

interface UploadedResume {
  name: string;
  uploadURL: string;
}

interface ApplyDialogProps {
  job: Job;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Apply for a posting without its own application page: a cover letter and an optional
 * résumé, uploaded as a document through the shared widget or pasted as a link.
 */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  // While the upload widget (a modal of its own, outside this dialog) is open, this
  // dialog steps out of modal mode so the widget can take the focus and the pointer.
  const [uploaderOpen, setUploaderOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={!uploaderOpen}>
      {open ? (
        <ApplyContent
          job={job}
          onClose={() => onOpenChange(false)}
          uploaderOpen={uploaderOpen}
          setUploaderOpen={setUploaderOpen}
        />
      ) : null}
    </Dialog>
  );
}

function ApplyContent({
  job,
  onClose,
  uploaderOpen,
  setUploaderOpen,
}: {
  job: Job;
  onClose: () => void;
  uploaderOpen: boolean;
  setUploaderOpen: (open: boolean) => void;
}) {
  const ids = useId();
  const apply = useApply(job.id);
  const focusBack = useFocusReturn(focusJobOrList(job.id));
  // Read when the modal content unmounts: stepping aside for the widget is not a close.
  const uploaderOpenRef = useRef(uploaderOpen);
  uploaderOpenRef.current = uploaderOpen;
  const [resume, setResume] = useState<UploadedResume | null>(null);
  // Set when the member asked for the widget; it opens once this dialog is non-modal.
  const [wantUploader, setWantUploader] = useState(false);
  const uploadButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const form = useForm<ApplyFields>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: { coverLetter: '', resumeLink: '' },
  });
  const showServerIssues = useServerIssues(form.setError, APPLY_FIELDS, {
    resumeUrl: 'resumeLink',
  });
  const { errors } = form.formState;

  // Whether the widget reported itself open since the last request to open it.
  const widgetOpened = useRef(false);
  const uploader = useImageUploader({
    purpose: 'document',
    allowedFileTypes: RESUME_FILE_TYPES,
    maxNumberOfFiles: 1,
    dialogLabel: 'Upload résumé',
    note: 'One PDF or Word document, up to 25 MB',
    onOpenChange: (isOpen) => {
      if (isOpen) widgetOpened.current = true;
      else returnFocus.current = true;
      setUploaderOpen(isOpen);
    },
    onComplete: ([file]) => {
      if (file) setResume({ name: file.name, uploadURL: file.uploadURL });
    },
  });

  // Step out of modal mode first (startUpload), then open the widget once that is on screen.
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
    setWantUploader(true);
    setUploaderOpen(true);
  };

  const onSubmit = form.handleSubmit((values) => {
    const body = jobApplicationFormSchema.parse({
      coverLetter: values.coverLetter,
      resumeUrl: resume?.uploadURL ?? values.resumeLink,
    });
    apply.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Application sent successfully',
          description: `${job.company} can now see your application for ${job.title}.`,
        });
        onClose();
      },
      onError: showServerIssues,
    });
  });

  // While sending, or while the upload widget is on top, this dialog stays put.
  const keepOpen = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null;
    if (apply.isPending || uploaderOpen || target?.closest('.uppy-Dashboard')) e.preventDefault();
  };
  const field = (name: string) => `${ids}-${name}`;

  return (
    <DialogContent
      className="max-w-xl"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onOpenAutoFocus={(e) => {
        // Coming back from the upload widget: focus where the member left off.
        if (returnFocus.current) {
          returnFocus.current = false;
          e.preventDefault();
          uploadButtonRef.current?.focus();
        }
      }}
      onCloseAutoFocus={(e) => {
        if (uploaderOpenRef.current) e.preventDefault();
        else focusBack(e);
      }}
    >
      <DialogHeader>
        <DialogTitle>Apply for {job.title}</DialogTitle>
        <DialogDescription>
          {job.company} sees your profile, your cover letter and your résumé.
        </DialogDescription>
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={field('coverLetter')}>Cover Letter</Label>
          <Textarea
            id={field('coverLetter')}
            rows={7}
            maxLength={10000}
            placeholder="Why this role, and why you? Line breaks are kept."
            aria-invalid={errors.coverLetter ? true : undefined}
            aria-describedby={`${field('coverLetter')}-hint`}
            {...form.register('coverLetter')}
          />
          <p id={`${field('coverLetter')}-hint`} className="text-xs text-muted-foreground">
            Optional.
          </p>
          {errors.coverLetter?.message ? (
            <p className="text-sm font-medium text-destructive-text">
              {errors.coverLetter.message}
            </p>
          ) : null}
        </div>

        <fieldset className="grid gap-3 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">Résumé (optional)</legend>
          {resume ? (
            <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                <span className="truncate" data-testid="resume-file">
                  {resume.name}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setResume(null);
                  uploadButtonRef.current?.focus();
                }}
                aria-label={`Remove ${resume.name}`}
              >
                <X aria-hidden="true" />
                Remove
              </Button>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              ref={uploadButtonRef}
              type="button"
              variant="outline"
              onClick={() => {
                if (!uploader.isLoading) startUpload();
              }}
              onPointerEnter={uploader.preload}
              onFocus={uploader.preload}
              aria-busy={uploader.isLoading || undefined}
            >
              {uploader.isLoading ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
              {resume ? 'Replace file' : 'Upload résumé'}
            </Button>
            <span className="text-xs text-muted-foreground">PDF or Word, up to 25 MB.</span>
          </div>
          {resume ? null : (
            <TextField
              id={field('resumeLink')}
              label="Or paste a link"
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="url"
              hint="A LinkedIn profile, portfolio or shared document."
              error={errors.resumeLink?.message}
              {...form.register('resumeLink')}
            />
          )}
          <p className="sr-only" aria-live="polite">
            {resume ? `${resume.name} attached` : ''}
          </p>
        </fieldset>

        <DialogFooter className="pt-1">
          <Button type="button" variant="outline" onClick={onClose} disabled={apply.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={apply.isPending} pendingLabel="Sending...">
            Submit Application
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
