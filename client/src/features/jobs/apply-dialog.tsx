import { jobApplicationFormSchema } from '@shared/contracts/jobs';
import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { UploaderButton, useUploaderInDialog } from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { type JobListItem, useApply } from './api';
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

interface UploadedResume {
  name: string;
  uploadURL: string;
}

interface ApplyDialogProps {
  job: JobListItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Apply for a posting without its own application page: a cover letter and an optional
 * résumé, uploaded as a document through the shared widget or pasted as a link.
 */
export function ApplyDialog({ job, open, onOpenChange }: ApplyDialogProps) {
  // Mounted per opening, so each one starts from a blank application.
  return open ? <ApplyForm job={job} onClose={() => onOpenChange(false)} /> : null;
}

function ApplyForm({ job, onClose }: { job: JobListItem; onClose: () => void }) {
  const apply = useApply(job.id);
  const focusBack = useFocusReturn(focusJobOrList(job.id));
  const [resume, setResume] = useState<UploadedResume | null>(null);
  const { form, dialog } = useMutationForm({
    onDismiss: onClose,
    schema: fieldsSchema,
    defaultValues: { coverLetter: '', resumeLink: '' },
    mutation: apply,
    // An uploaded résumé wins over a pasted link.
    toVariables: (values) =>
      jobApplicationFormSchema.parse({
        coverLetter: values.coverLetter,
        resumeUrl: resume?.uploadURL ?? values.resumeLink,
      }),
    rename: { resumeUrl: 'resumeLink' },
    draftKey: `apply:${job.id}`,
    onSuccess: () => {
      toast({
        title: 'Application sent successfully',
        description: `${job.company} can now see your application for ${job.title}.`,
      });
      onClose();
    },
  });

  const uploader = useUploaderInDialog({
    purpose: 'document',
    allowedFileTypes: RESUME_FILE_TYPES,
    maxNumberOfFiles: 1,
    dialogLabel: 'Upload résumé',
    note: 'One PDF or Word document, up to 25 MB',
    onComplete: ([file]) => {
      if (file) setResume({ name: file.name, uploadURL: file.uploadURL });
    },
  });

  return (
    <FormDialog
      className="max-w-xl"
      title={`Apply for ${job.title}`}
      description={`${job.company} sees your profile, your cover letter and your résumé.`}
      {...dialog}
      onCloseAutoFocus={focusBack}
      overlay={uploader.overlay}
      pendingLabel="Sending..."
      submitLabel="Submit Application"
    >
      <FormTextAreaField
        control={form.control}
        name="coverLetter"
        label="Cover Letter"
        rows={7}
        maxLength={10000}
        placeholder="Why this role, and why you? Line breaks are kept."
        hint="Optional."
      />

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
                uploader.buttonRef.current?.focus();
              }}
              aria-label={`Remove ${resume.name}`}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <UploaderButton uploader={uploader}>
            {resume ? 'Replace file' : 'Upload résumé'}
          </UploaderButton>
          <span className="text-xs text-muted-foreground">PDF or Word, up to 25 MB.</span>
        </div>
        {resume ? null : (
          <FormTextField
            control={form.control}
            name="resumeLink"
            label="Or paste a link"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            hint="A LinkedIn profile, portfolio or shared document."
          />
        )}
        <p className="sr-only" aria-live="polite">
          {resume ? `${resume.name} attached` : ''}
        </p>
      </fieldset>
    </FormDialog>
  );
}
