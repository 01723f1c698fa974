import { userSkillFormSchema } from '@shared/contracts/skills';
import { Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/fields/field';
import { FormChoiceField } from '@/components/fields/form-fields';
import { FormDialog } from '@/components/form-dialog';
import { LoadMore } from '@/components/load-more';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { zodResolver } from '@/lib/zod-resolver';
import { type CatalogSkill, useAddUserSkill, useSkillCatalog } from './api';
import { skillOptionLabel } from './proficiency';
import { SkillLevelFields } from './skill-level-fields';

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
  // Mounted per opening, so every opening starts from a clean form.
  return open ? <AddSkillForm {...rest} onClose={() => onOpenChange(false)} /> : null;
}

function AddSkillForm({
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

  const options = useMemo(() => {
    const list = (catalog.data ?? []).filter((skill) => !ownedSkillIds.has(skill.id));
    const picked = chosen.current;
    if (picked && !list.some((s) => s.id === picked.id)) list.unshift(picked);
    return list;
  }, [catalog.data, ownedSkillIds]);

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

  const searchHintId = `${ids}-search-hint`;

  return (
    <FormDialog
      title="Add New Skill"
      description="Pick a skill from the catalog and say how well you know it."
      onSubmit={onSubmit}
      onClose={onClose}
      pending={addSkill.isPending}
      pendingLabel="Adding..."
      submitLabel="Add Skill"
    >
      <Field id={`${ids}-search`} label="Search Skills">
        {(control) => (
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              {...control}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name or category..."
              autoComplete="off"
              // The live count of matches below (sr-only), not a visible hint.
              aria-describedby={searchHintId}
              className="pr-9 pl-9"
            />
            {catalog.isFetching ? (
              <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />
            ) : null}
            <p id={searchHintId} className="sr-only" aria-live="polite">
              {catalog.isError
                ? 'Failed to fetch skills'
                : catalog.data
                  ? `${options.length} ${options.length === 1 ? 'skill' : 'skills'} available`
                  : ''}
            </p>
          </div>
        )}
      </Field>

      <FormChoiceField
        control={form.control}
        name="skillId"
        numeric
        label="Select Skill"
        placeholder="Choose a skill"
        choices={options.map((skill) => ({
          value: String(skill.id),
          label: skillOptionLabel(skill),
        }))}
        emptyText={
          catalog.isLoading
            ? 'Loading skills...'
            : catalog.isError
              ? 'Failed to fetch skills'
              : 'No skills found'
        }
        onChosen={(value) => {
          chosen.current = options.find((s) => String(s.id) === value) ?? null;
        }}
      />

      {/* More skills than one page match: the next page joins the choices. */}
      <LoadMore pages={catalog} label="Load more skills" />

      <SkillLevelFields control={form.control} />
    </FormDialog>
  );
}
