import { jobSkillList } from '@shared/contracts/choices';
import { format } from 'date-fns';
import { useWatch } from 'react-hook-form';
import { choicesOf } from '@/components/fields/choice-field';
import { FormChoiceField, FormSwitchField, FormTextField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { FormMarkdownField } from '@/components/markdown-editor';
import { Badge } from '@/components/ui/badge';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type Job, useSaveJob } from './api';
import { focusJobOrList, useFocusReturn } from './focus';
import { EMPTY_JOB_FIELDS, JOB_FIELD_NAMES, jobDialogSchema, jobToFields } from './job-form';
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
  // Mounted per opening, so each one starts from the posting (or a blank form).
  return open ? (
    <JobForm
      key={job?.id ?? 'new'}
      job={job}
      onClose={() => onOpenChange(false)}
      onSaved={onSaved}
    />
  ) : null;
}

function JobForm({
  job,
  onClose,
  onSaved,
}: {
  job: Job | null;
  onClose: () => void;
  onSaved?: (job: Job) => void;
}) {
  const save = useSaveJob(job?.id ?? null);
  const returnFocus = useFocusReturn(focusJobOrList(job?.id ?? null));
  const { form, dialog } = useMutationForm({
    onDismiss: onClose,
    schema: jobDialogSchema,
    defaultValues: job ? jobToFields(job) : EMPTY_JOB_FIELDS,
    fields: JOB_FIELD_NAMES,
    mutation: save,
    draftKey: job ? `job:${job.id}` : 'job:new',
    onSuccess: (saved) => {
      toast({ title: job ? 'Job updated successfully' : 'Job posted successfully' });
      onClose();
      onSaved?.(saved);
    },
  });
  const { control } = form;
  const skills = useWatch({ control, name: 'skills' });
  const skillPreview = [...new Set(jobSkillList(skills ?? ''))];

  const today = format(new Date(), 'yyyy-MM-dd');

  return (
    <FormDialog
      className="max-w-2xl"
      title={job ? 'Edit Job' : 'Post a Job'}
      description={
        job
          ? 'Change what members see. Applications already received stay with the posting.'
          : 'Share an opening with the community. Members can save it and apply.'
      }
      {...dialog}
      onCloseAutoFocus={returnFocus}
      pendingLabel="Saving..."
      submitLabel={job ? 'Save Changes' : 'Post Job'}
    >
      <FormTextField
        control={control}
        name="title"
        label="Job Title"
        required
        autoComplete="off"
        maxLength={200}
        placeholder="e.g. Senior Product Designer"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="company"
          label="Company"
          required
          autoComplete="organization"
          maxLength={200}
          className="content-start"
        />
        <FormTextField
          control={control}
          name="location"
          label="Location"
          maxLength={200}
          placeholder="e.g. Houston, TX or Remote"
          className="content-start"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormChoiceField
          control={control}
          name="jobType"
          label="Job Type"
          required
          placeholder="Choose a type"
          choices={choicesOf(JOB_TYPE_LABELS)}
        />
        <FormChoiceField
          control={control}
          name="experienceLevel"
          label="Experience Level"
          placeholder="Not specified"
          noneLabel="Not specified"
          choices={choicesOf(EXPERIENCE_LEVEL_LABELS)}
        />
        <FormChoiceField
          control={control}
          name="department"
          label="Department"
          placeholder="Not specified"
          noneLabel="Not specified"
          choices={choicesOf(DEPARTMENT_LABELS)}
        />
      </div>
      <FormTextField
        control={control}
        name="salaryRange"
        label="Salary Range"
        maxLength={100}
        placeholder="e.g. $120,000 – $150,000"
      />
      <FormMarkdownField
        control={control}
        name="description"
        mentions={false}
        label="Description"
        rows={6}
        required
        maxLength={20000}
        placeholder="The role, the team and what success looks like. Line breaks are kept."
      />
      <FormMarkdownField
        control={control}
        name="requirements"
        mentions={false}
        label="Requirements"
        rows={3}
        maxLength={10000}
        placeholder="Experience, certifications, must-haves."
      />
      <FormMarkdownField
        control={control}
        name="benefits"
        mentions={false}
        label="Benefits"
        rows={3}
        maxLength={10000}
        placeholder="Health cover, equity, flexible hours…"
      />
      <div className="grid gap-2">
        <FormTextField
          control={control}
          name="skills"
          label="Skills"
          maxLength={2000}
          autoComplete="off"
          placeholder="e.g. Figma, User Research, Prototyping"
          hint="Separate skills with commas."
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
        <FormTextField
          control={control}
          name="applicationUrl"
          label="Application URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          className="content-start"
          hint="Optional. Apply Now opens it in a new tab."
        />
        <FormTextField
          control={control}
          name="contactEmail"
          label="Contact Email"
          type="email"
          autoComplete="email"
          placeholder="hiring@company.com"
          className="content-start"
          hint="Optional."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="expiresAt"
          label="Expires"
          type="date"
          min={today}
          className="content-start"
          hint="Optional. The posting leaves the board after this day."
        />
        {job ? (
          <FormSwitchField
            control={control}
            name="isActive"
            label="Active"
            hint="Inactive postings are hidden from the board; you still see them in My Postings."
            className="items-start"
          />
        ) : null}
      </div>
    </FormDialog>
  );
}
