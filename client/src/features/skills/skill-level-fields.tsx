import { PROFICIENCY_LEVELS } from '@shared/contracts/skills';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormChoiceField, FormTextField } from '@/components/fields/form-fields';
import { PROFICIENCY_LABELS } from './proficiency';

const PROFICIENCY_CHOICES = PROFICIENCY_LEVELS.map((level) => ({
  value: level,
  label: PROFICIENCY_LABELS[level],
}));

/** The two fields' names: both skill forms (`userSkillFormSchema`, `userSkillEditSchema`) have them. */
type SkillLevelName = 'proficiencyLevel' | 'yearsOfExperience';

/**
 * How well and for how long (spec §5: the four levels; years a whole number, 0–50), side
 * by side: the same two fields in Add New Skill and Edit Skill, so both follow one rule.
 */
export function SkillLevelFields<T extends FieldValues, C, R>({
  control,
}: {
  // A form without both fields does not type-check (react-hook-form's Control is
  // invariant in its values, so the names are checked here rather than as a constraint).
  control: SkillLevelName extends Path<T> ? Control<T, C, R> : never;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormChoiceField
        control={control}
        name={'proficiencyLevel' as Path<T>}
        label="Proficiency Level"
        choices={PROFICIENCY_CHOICES}
      />
      <FormTextField
        control={control}
        name={'yearsOfExperience' as Path<T>}
        label="Years of Experience"
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        step={1}
        registerOptions={{
          // An emptied box is no number (the schema's "required"), not 0.
          setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)),
        }}
      />
    </div>
  );
}
