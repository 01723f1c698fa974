import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ChoiceField, choicesOf } from '@/components/fields/choice-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { JobFilters, JobView } from './api';
import {
  DEPARTMENT_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  isDepartment,
  isExperienceLevel,
  isJobType,
  JOB_TYPE_LABELS,
} from './labels';

export const DEFAULT_FILTERS: JobFilters = {
  view: 'all',
  jobType: 'all',
  experienceLevel: 'all',
  department: 'all',
};

/** The filters out of `?view=&jobType=&experienceLevel=&department=`; unknown values read as 'all'. */
export function filtersFromSearch(search: string): JobFilters {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const jobType = params.get('jobType') ?? '';
  const level = params.get('experienceLevel') ?? '';
  const department = params.get('department') ?? '';
  return {
    view: view === 'saved' || view === 'mine' ? view : 'all',
    jobType: isJobType(jobType) ? jobType : 'all',
    experienceLevel: isExperienceLevel(level) ? level : 'all',
    department: isDepartment(department) ? department : 'all',
  };
}

/** The page address for `filters`; 'all' is left out, so the plain board is `/jobs`. */
export function filtersToHref(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.view !== 'all') params.set('view', filters.view);
  if (filters.jobType !== 'all') params.set('jobType', filters.jobType);
  if (filters.experienceLevel !== 'all') params.set('experienceLevel', filters.experienceLevel);
  if (filters.department !== 'all') params.set('department', filters.department);
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** How many of Job Type, Experience Level and Department narrow the list. */
const choiceFilterCount = (f: JobFilters) =>
  [f.jobType, f.experienceLevel, f.department].filter((v) => v !== 'all').length;

export const hasChoiceFilters = (f: JobFilters) => choiceFilterCount(f) > 0;

const VIEWS: { value: JobView; label: string }[] = [
  { value: 'all', label: 'All Jobs' },
  { value: 'saved', label: 'Saved' },
  { value: 'mine', label: 'My Postings' },
];

/** All Jobs / Saved / My Postings: one pressed at a time. */
export function ViewSwitch({
  value,
  onChange,
}: {
  value: JobView;
  onChange: (view: JobView) => void;
}) {
  return (
    <fieldset className="m-0 inline-flex w-full min-w-0 rounded-lg border-0 bg-muted p-1 sm:w-auto">
      <legend className="sr-only">Show</legend>
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          aria-pressed={value === view.value}
          onClick={() => onChange(view.value)}
          className={cn(
            'inline-flex h-9 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:flex-none',
            'aria-pressed:bg-gold aria-pressed:text-ink aria-pressed:shadow-sm',
          )}
        >
          {view.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * Job Type, Experience Level and Department, each with its 'All …' choice. On a narrow
 * screen they wait behind a Filters button (saying how many are on), so the first posting
 * is in view when the board opens; from `sm` up they are always shown.
 */
export function JobFilterBar({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (filters: JobFilters) => void;
}) {
  const ids = useId();
  const [shown, setShown] = useState(false);
  const on = choiceFilterCount(filters);
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start sm:hidden"
        aria-expanded={shown}
        aria-controls={`${ids}-filters`}
        onClick={() => setShown(!shown)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {on > 0 ? (
          <span className="rounded-full bg-gold px-2 text-xs font-semibold text-ink tabular-nums">
            {on}
            <span className="sr-only"> on</span>
          </span>
        ) : null}
      </Button>
      <section
        id={`${ids}-filters`}
        aria-label="Filters"
        className={cn('gap-3 rounded-xl border bg-card p-4 sm:grid', shown ? 'grid' : 'hidden')}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          <ChoiceField
            id={`${ids}-type`}
            label="Job Type"
            value={filters.jobType}
            onValueChange={(v) => onChange({ ...filters, jobType: isJobType(v) ? v : 'all' })}
            choices={[{ value: 'all', label: 'All Job Types' }, ...choicesOf(JOB_TYPE_LABELS)]}
          />
          <ChoiceField
            id={`${ids}-level`}
            label="Experience Level"
            value={filters.experienceLevel}
            onValueChange={(v) =>
              onChange({ ...filters, experienceLevel: isExperienceLevel(v) ? v : 'all' })
            }
            choices={[{ value: 'all', label: 'All Levels' }, ...choicesOf(EXPERIENCE_LEVEL_LABELS)]}
          />
          <ChoiceField
            id={`${ids}-department`}
            label="Department"
            value={filters.department}
            onValueChange={(v) => onChange({ ...filters, department: isDepartment(v) ? v : 'all' })}
            choices={[{ value: 'all', label: 'All Departments' }, ...choicesOf(DEPARTMENT_LABELS)]}
          />
        </div>
        {hasChoiceFilters(filters) ? (
          <div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...DEFAULT_FILTERS, view: filters.view })}
            >
              <X aria-hidden="true" />
              Clear filters
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
