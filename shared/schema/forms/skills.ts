import { z } from 'zod';
import { PROFICIENCY_LEVELS } from '../choices';
import { optionalText } from '../fields';

export { PROFICIENCY_LEVELS } from '../choices';

/** Add New Skill dialog (spec §5): skill required, 0–50 years (default 1), intermediate. */
export const userSkillFormSchema = z.object({
  skillId: z
    .number({ error: 'Skill is required' })
    .int('Skill is required')
    .positive('Skill is required')
    .max(2_147_483_647, 'Skill not found'),
  proficiencyLevel: z.enum(PROFICIENCY_LEVELS).default('intermediate'),
  yearsOfExperience: z.coerce
    .number()
    .int('Years of experience must be a whole number')
    .min(0, 'Years of experience must be between 0 and 50')
    .max(50, 'Years of experience must be between 0 and 50')
    .default(1),
});
export type UserSkillForm = z.input<typeof userSkillFormSchema>;

export const endorsementFormSchema = z.object({ comment: optionalText(500) });
export type EndorsementForm = z.input<typeof endorsementFormSchema>;
