import { PROFICIENCY_LEVELS, userSkillFormSchema } from '@shared/schema/forms/skills';
import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
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
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { zodResolver } from '@/lib/zod-resolver';
import { type CatalogSkill, useAddUserSkill, useSkillCatalog } from './api';
import { PROFICIENCY_LABELS, skillOptionLabel } from './proficiency';

type SkillFormInput = z.input<typeof userSkillFormSchema>;
type SkillFormOutput = z.output<typeof userSkillFormSchema>;

const SEARCH_DEBOUNCE_MS = 300;

const EMPTY_FORM: SkillFormInput = {
  skillId: 0,
  proficiencyLevel: 'intermediate',
  yearsOfExperience: 1,
};

interface AddSkillDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Catalog ids the member already has: they are not offered again. */
  ownedSkillIds: ReadonlySet<number>;
}

/** Add New Skill (spec §2, §5): search, pick, proficiency (intermediate), years (1, 0–50). */
export function AddSkillDialog({ open, onOpenChange, ...rest }: AddSkillDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The content mounts on each opening, so every opening starts from a clean form. */}
      {open ? <AddSkillContent {...rest} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function AddSkillContent({
  userId,
  ownedSkillIds,
  onClose,
}: Omit<AddSkillDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const ids = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const catalog = useSkillCatalog(debouncedSearch);
  const addSkill = useAddUserSkill(userId);
  // The chosen skill stays on offer even when a later search would filter it out.
  const chosen = useRef<CatalogSkill | null>(null);

  const form = useForm<SkillFormInput, unknown, SkillFormOutput>({
    resolver: zodResolver(userSkillFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors } = form.formState;

  const options = useMemo(() => {
    const list = (catalog.data ?? []).filter((skill) => !ownedSkillIds.has(skill.id));
    const picked = chosen.current;
    if (picked && !list.some((s) => s.id === picked.id)) list.unshift(picked);
    return list;
  }, [catalog.data, ownedSkillIds]);

  // While the skill is being saved the dialog stays put.
  const keepOpenWhilePending = (event: Event) => {
    if (addSkill.isPending) event.preventDefault();
  };

  const onSubmit = form.handleSubmit((values) =>
    addSkill.mutate(
      {
        skillId: values.skillId,
        proficiencyLevel: values.proficiencyLevel,
        yearsOfExperience: values.yearsOfExperience,
      },
      {
        onSuccess: () => {
          toast({ title: 'Skill added successfully' });
          onClose();
        },
        onError: handleMutationError,
      },
    ),
  );

  const searching = catalog.isFetching;
  const selectId = `${ids}-skill`;
  const skillErrorId = errors.skillId ? `${selectId}-error` : undefined;
  const searchHintId = `${ids}-search-hint`;

  return (
    <DialogContent
      onEscapeKeyDown={keepOpenWhilePending}
      onPointerDownOutside={keepOpenWhilePending}
    >
      <DialogHeader>
        <DialogTitle>Add New Skill</DialogTitle>
        <DialogDescription>
          Pick a skill from the catalog and say how well you know it.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-search`}>Search Skills</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${ids}-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name or category..."
              autoComplete="off"
              aria-describedby={searchHintId}
              className="pr-9 pl-9"
            />
            {searching ? (
              <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />
            ) : null}
          </div>
          <p id={searchHintId} className="sr-only" aria-live="polite">
            {catalog.isError
              ? 'Failed to fetch skills'
              : catalog.data
                ? `${options.length} ${options.length === 1 ? 'skill' : 'skills'} available`
                : ''}
          </p>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={selectId}>Select Skill</Label>
          <Controller
            control={form.control}
            name="skillId"
            render={({ field }) => (
              <Select
                value={field.value ? String(field.value) : ''}
                onValueChange={(value) => {
                  chosen.current = options.find((s) => String(s.id) === value) ?? null;
                  field.onChange(Number(value));
                }}
                name={field.name}
              >
                <SelectTrigger
                  id={selectId}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={errors.skillId ? true : undefined}
                  aria-describedby={skillErrorId}
                >
                  <SelectValue placeholder="Choose a skill" />
                </SelectTrigger>
                <SelectContent>
                  {options.length === 0 ? (
                    <p className="px-2 py-3 text-center text-sm text-muted-foreground">
                      {catalog.isLoading
                        ? 'Loading skills...'
                        : catalog.isError
                          ? 'Failed to fetch skills'
                          : 'No skills found'}
                    </p>
                  ) : (
                    options.map((skill) => (
                      <SelectItem key={skill.id} value={String(skill.id)}>
                        {skillOptionLabel(skill)}
                      </SelectItem>
                    ))
                  )}
                </SelectContent>
              </Select>
            )}
          />
          {errors.skillId?.message ? (
            <p id={skillErrorId} className="text-sm font-medium text-destructive-text">
              {errors.skillId.message}
            </p>
          ) : null}
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-level`}>Proficiency Level</Label>
            <Controller
              control={form.control}
              name="proficiencyLevel"
              render={({ field }) => (
                <Select
                  value={field.value ?? 'intermediate'}
                  onValueChange={field.onChange}
                  name={field.name}
                >
                  <SelectTrigger id={`${ids}-level`} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {PROFICIENCY_LEVELS.map((level) => (
                      <SelectItem key={level} value={level}>
                        {PROFICIENCY_LABELS[level]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <TextField
            id={`${ids}-years`}
            label="Years of Experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={50}
            step={1}
            error={errors.yearsOfExperience?.message}
            {...form.register('yearsOfExperience', {
              setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)),
            })}
          />
        </div>

        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={addSkill.isPending}>
            Cancel
          </Button>
          <SubmitButton pending={addSkill.isPending} pendingLabel="Adding...">
            Add Skill
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
