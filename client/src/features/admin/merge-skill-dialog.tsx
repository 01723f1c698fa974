import { skillMergeSchema } from '@shared/contracts/community';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { TextField } from '@/components/fields/text-field';
import { FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useMutationForm } from '@/components/use-mutation-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { counted } from '@/lib/counted';
import { type AdminSkill, useMergeSkill, useSkillCatalog } from './skill-catalog-api';

/** How many matches the dialog offers at once: a search narrows them down. */
const SHOWN = 8;

/**
 * Merge a skill into another, found by name. Members holding it hold the other instead,
 * keeping their endorsements; it leaves the catalog. Mounted per opening.
 */
export function MergeSkillDialog({ skill, onClose }: { skill: AdminSkill; onClose: () => void }) {
  const ids = useId();
  const merge = useMergeSkill(skill.id);
  const [search, setSearch] = useState('');
  const found = useSkillCatalog(useDebouncedValue(search.trim(), 250));
  const choices = (found.data?.skills ?? []).filter((s) => s.id !== skill.id).slice(0, SHOWN);
  const { form, dialog } = useMutationForm({
    schema: skillMergeSchema,
    defaultValues: { targetId: 0 },
    mutation: merge,
    draftKey: null,
    onSuccess: (target) => {
      toast({ title: 'Skills merged', description: `${skill.name} is now part of ${target.name}` });
      onClose();
    },
    onDismiss: onClose,
  });
  const error = form.formState.errors.targetId?.message;

  return (
    <FormDialog
      title={`Merge ${skill.name}`}
      description={`The ${counted(skill.memberCount, 'member', 'members')} holding ${skill.name} will hold the skill you choose instead, keeping their endorsements, and ${skill.name} leaves the catalog. This cannot be undone.`}
      {...dialog}
      pendingLabel="Merging..."
      submitLabel="Merge"
    >
      <TextField
        id={`${ids}-search`}
        label="Find the skill to merge into"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        autoComplete="off"
      />
      <div className="grid gap-2">
        <p id={`${ids}-choices`} className="text-sm font-medium">
          Merge into
        </p>
        {choices.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            {found.isFetching ? 'Searching...' : 'No other skill matches.'}
          </p>
        ) : (
          <Controller
            control={form.control}
            name="targetId"
            render={({ field }) => (
              <RadioGroup
                aria-labelledby={`${ids}-choices`}
                aria-describedby={error ? `${ids}-error` : undefined}
                value={field.value ? String(field.value) : ''}
                onValueChange={(value) => field.onChange(Number(value))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                className="max-h-64 overflow-y-auto"
              >
                {choices.map((choice) => (
                  <div key={choice.id} className="flex items-center gap-3">
                    <RadioGroupItem value={String(choice.id)} id={`${ids}-${choice.id}`} />
                    <Label htmlFor={`${ids}-${choice.id}`} className="font-normal wrap-anywhere">
                      {choice.name}
                      <span className="text-muted-foreground">
                        {' '}
                        ({counted(choice.memberCount, 'member', 'members')})
                      </span>
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            )}
          />
        )}
        {error ? (
          <p id={`${ids}-error`} className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
