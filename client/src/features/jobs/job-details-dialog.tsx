import { ExternalLink, Link2, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { FormattedText } from '@/components/formatted-text';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Job } from './api';
import { focusJobOrList, useFocusReturn } from './focus';
import { type JobActionHandlers, JobActions } from './job-actions';
import { JobBadge, JobCompanyLine, JobFacts, PostedBy, SkillChips } from './job-parts';
import { safeHttpUrl } from './labels';
import { copyJobLink } from './permalink';

interface JobDetailsDialogProps extends JobActionHandlers {
  /** True once the posting is there to show (`job`), so the dialog can download before. */
  open: boolean;
  job: Job | null;
  isPoster: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The whole posting: description, requirements, benefits, skills and how to get in touch. */
export function JobDetailsDialog({
  open,
  job,
  isPoster,
  onOpenChange,
  ...handlers
}: JobDetailsDialogProps) {
  return (
    <Dialog open={open && job !== null} onOpenChange={onOpenChange}>
      {job ? <DetailsContent job={job} isPoster={isPoster} {...handlers} /> : null}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function DetailsContent({
  job,
  isPoster,
  ...handlers
}: JobActionHandlers & { job: Job; isPoster: boolean }) {
  const titleId = useId();
  const applicationUrl = safeHttpUrl(job.applicationUrl);
  const returnFocus = useFocusReturn(focusJobOrList(job.id));
  return (
    <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocus}>
      <DialogHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobBadge job={job} />
        </div>
        <DialogTitle className="text-2xl wrap-anywhere">
          <span id={titleId}>{job.title}</span>
        </DialogTitle>
        <DialogDescription asChild>
          <div>
            <JobCompanyLine job={job} />
          </div>
        </DialogDescription>
      </DialogHeader>
      <JobFacts job={job} />
      <Section title="Description">
        <FormattedText text={job.description} className="text-sm leading-relaxed" />
      </Section>
      {job.requirements ? (
        <Section title="Requirements">
          <FormattedText text={job.requirements} className="text-sm leading-relaxed" />
        </Section>
      ) : null}
      {job.benefits ? (
        <Section title="Benefits">
          <FormattedText text={job.benefits} className="text-sm leading-relaxed" />
        </Section>
      ) : null}
      {job.skillList.length > 0 ? (
        <Section title="Skills">
          <SkillChips skills={job.skillList} />
        </Section>
      ) : null}
      {job.contactEmail || applicationUrl ? (
        <Section title="Contact">
          <ul className="grid gap-1.5 text-sm">
            {job.contactEmail ? (
              <li>
                <a
                  href={`mailto:${job.contactEmail}`}
                  className="inline-flex items-center gap-1.5 font-medium break-all text-gold-text underline underline-offset-2 hover:no-underline"
                >
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {job.contactEmail}
                </a>
              </li>
            ) : null}
            {applicationUrl ? (
              <li>
                <a
                  href={applicationUrl}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1.5 font-medium break-all text-gold-text underline underline-offset-2 hover:no-underline"
                >
                  <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                  {applicationUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
      <div className="grid gap-3 border-t pt-4">
        <PostedBy job={job} />
        <div className="flex flex-wrap items-center gap-2">
          <JobActions job={job} isPoster={isPoster} describedBy={titleId} {...handlers} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-describedby={titleId}
            onClick={() => void copyJobLink(job.id)}
          >
            <Link2 aria-hidden="true" />
            Copy link
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
