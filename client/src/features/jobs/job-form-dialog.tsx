import { jobSkillList } from '@shared/schema/choices';
import { format } from 'date-fns';
import type * as React from 'react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SubmitButton, useServerIssues } from '@/components/form';
import { Badge } from '@/components/ui/badge';
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
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { zodResolver } from '@/lib/zod-resolver';
import { type Job, type JobPayload, useSaveJob } from './api';
import { ChoiceController } from './choice-controller';
import { choicesOf } from './choice-field';
import { focusJobOrList, useFocusReturn } from './focus';
import {
  EMPTY_JOB_FIELDS,
  JOB_FIELD_NAMES,
  type JobFieldName,
  type JobFields,
  jobDialogSchema,
  jobToFields,
} from './job-form';
import { DEPARTMENT_LABELS, EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS } from './labels';

interface JobFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The posting to edit (the poster's own); null posts a new one. */
  job: Job | null;
  onSaved?: (job: Job) => void;
}

/** Post a Job / Edit Job (spec §2, §4, §5; every field of spec-notes). */
export function JobFormDialog({ open, onOpenChange, job, onSaved }: JobFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted per opening, so each one starts from the posting (or a blank form). */}
      {open ? (
        <JobFormContent
          key={job?.id ?? 'new'}
          job={job}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}

function TextAreaField({
  id,
  label,
  error,
  hint,
  ...props
}: React.ComponentProps<typeof Textarea> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function JobFormContent({
  job,
  onClose,
  onSaved,
}: {
  job: Job | null;
  onClose: () => void;
  onSaved?: (job: Job) => void;
}) {
  const ids = useId();
  const save = useSaveJob(job?.id ?? null);
  const returnFocus = useFocusReturn(focusJobOrList(job?.id ?? null));
  const form = useForm<JobFields, unknown, JobPayload>({
    resolver: zodResolver(jobDialogSchema),
    defaultValues: job ? jobToFields(job) : EMPTY_JOB_FIELDS,
  });
  const showServerIssues = useServerIssues(form.setError, JOB_FIELD_NAMES);
  const { errors } = form.formState;
  const skills = useWatch({ control: form.control, name: 'skills' });
  const skillPreview = [...new Set(jobSkillList(skills ?? ''))];

  const onSubmit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: (saved) => {
        toast({ title: job ? 'Job updated successfully' : 'Job posted successfully' });
        onClose();
        onSaved?.(saved);
      },
      onError: showServerIssues,
    }),
  );

  // While saving, the dialog stays put.
  const keepOpenWhileBusy = (e: Event) => {
    if (save.isPending) e.preventDefault();
  };
  const field = (name: JobFieldName) => `${ids}-${name}`;
  const today = format(new Date(), 'yyyy-MM-dd');

  return (
    <DialogContent
      className="max-w-2xl"
      onEscapeKeyDown={keepOpenWhileBusy}
      onPointerDownOutside={keepOpenWhileBusy}
      onCloseAutoFocus={returnFocus}
    >
      <DialogHeader>
        <DialogTitle>{job ? 'Edit Job' : 'Post a Job'}</DialogTitle>
        <DialogDescription>
          {job
            ? 'Change what members see. Applications already received stay with the posting.'
            : 'Share an opening with the community. Members can save it and apply.'}
        </DialogDescription>
      </DialogHeader>

      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={field('title')}
          label="Job Title"
          required
          autoComplete="off"
          maxLength={200}
          placeholder="e.g. Senior Product Designer"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={field('company')}
            label="Company"
            required
            autoComplete="organization"
            maxLength={200}
            className="content-start"
            error={errors.company?.message}
            {...form.register('company')}
          />
          <TextField
            id={field('location')}
            label="Location"
            maxLength={200}
            placeholder="e.g. Houston, TX or Remote"
            className="content-start"
            error={errors.location?.message}
            {...form.register('location')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <ChoiceController
            control={form.control}
            name="jobType"
            id={field('jobType')}
            label="Job Type"
            required
            placeholder="Choose a type"
            choices={choicesOf(JOB_TYPE_LABELS)}
            error={errors.jobType?.message}
          />
          <ChoiceController
            control={form.control}
            name="experienceLevel"
            id={field('experienceLevel')}
            label="Experience Level"
            placeholder="Not specified"
            noneLabel="Not specified"
            choices={choicesOf(EXPERIENCE_LEVEL_LABELS)}
            error={errors.experienceLevel?.message}
          />
          <ChoiceController
            control={form.control}
            name="department"
            id={field('department')}
            label="Department"
            placeholder="Not specified"
            noneLabel="Not specified"
            choices={choicesOf(DEPARTMENT_LABELS)}
            error={errors.department?.message}
          />
        </div>
        <TextField
          id={field('salaryRange')}
          label="Salary Range"
          maxLength={100}
          placeholder="e.g. $120,000 – $150,000"
          error={errors.salaryRange?.message}
          {...form.register('salaryRange')}
        />
        <TextAreaField
          id={field('description')}
          label="Description"
          rows={6}
          required
          maxLength={20000}
          placeholder="The role, the team and what success looks like. Line breaks are kept."
          error={errors.description?.message}
          {...form.register('description')}
        />
        <TextAreaField
          id={field('requirements')}
          label="Requirements"
          rows={3}
          maxLength={10000}
          placeholder="Experience, certifications, must-haves."
          error={errors.requirements?.message}
          {...form.register('requirements')}
        />
        <TextAreaField
          id={field('benefits')}
          label="Benefits"
          rows={3}
          maxLength={10000}
          placeholder="Health cover, equity, flexible hours…"
          error={errors.benefits?.message}
          {...form.register('benefits')}
        />
        <div className="grid gap-2">
          <TextField
            id={field('skills')}
            label="Skills"
            maxLength={2000}
            autoComplete="off"
            placeholder="e.g. Figma, User Research, Prototyping"
            hint="Separate skills with commas."
            error={errors.skills?.message}
            {...form.register('skills')}
          />
          {skillPreview.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Skills preview">
              {skillPreview.map((skill) => (
                <li key={skill}>
                  <Badge className="border-transparent bg-muted font-medium">{skill}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={field('applicationUrl')}
            label="Application URL"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            className="content-start"
            hint="Optional. Apply Now opens it in a new tab."
            error={errors.applicationUrl?.message}
            {...form.register('applicationUrl')}
          />
          <TextField
            id={field('contactEmail')}
            label="Contact Email"
            type="email"
            autoComplete="email"
            placeholder="hiring@company.com"
            className="content-start"
            hint="Optional."
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={field('expiresAt')}
            label="Expires"
            type="date"
            min={today}
            className="content-start"
            hint="Optional. The posting leaves the board after this day."
            error={errors.expiresAt?.message}
            {...form.register('expiresAt')}
          />
          {job ? (
            <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
              <div className="grid gap-1">
                <Label htmlFor={field('isActive')}>Active</Label>
                <p id={`${field('isActive')}-hint`} className="text-xs text-muted-foreground">
                  Inactive postings are hidden from the board; you still see them in My Postings.
                </p>
              </div>
              <Controller
                control={form.control}
                name="isActive"
                render={({ field: f }) => (
                  <Switch
                    id={field('isActive')}
                    checked={f.value}
                    onCheckedChange={f.onChange}
                    onBlur={f.onBlur}
                    ref={f.ref}
                    aria-describedby={`${field('isActive')}-hint`}
                  />
                )}
              />
            </div>
          ) : null}
        </div>

        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            {job ? 'Save Changes' : 'Post Job'}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
