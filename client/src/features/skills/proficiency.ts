import { PROFICIENCY_LEVELS } from '@shared/contracts/choices';

export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

export const PROFICIENCY_LABELS: Record<ProficiencyLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

/**
 * Spec §4: green expert, blue advanced, yellow intermediate, grey beginner. Dark text on a
 * pale fill (light mode) and pale text on a deep fill (dark mode) keep contrast above 4.5:1.
 */
const BADGE_CLASSES: Record<ProficiencyLevel, string> = {
  expert:
    'border-green-300 bg-green-100 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
  advanced:
    'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  intermediate:
    'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
  beginner:
    'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
};

/** A level as the spec's four know it (an unknown one reads as beginner). */
export function asProficiencyLevel(level: string): ProficiencyLevel {
  return (PROFICIENCY_LEVELS as readonly string[]).includes(level)
    ? (level as ProficiencyLevel)
    : 'beginner';
}

export function proficiencyLabel(level: string): string {
  return PROFICIENCY_LABELS[asProficiencyLevel(level)];
}

export function proficiencyBadgeClass(level: string): string {
  return BADGE_CLASSES[asProficiencyLevel(level)];
}

/** '1 year experience', '5 years experience', '0 years experience'. */
export function yearsOfExperienceText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} experience`;
}

/** 'Name (Category)', or just the name when the skill has no category. */
export function skillOptionLabel(skill: { name: string; category: string | null }): string {
  return skill.category ? `${skill.name} (${skill.category})` : skill.name;
}
