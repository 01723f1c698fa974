// Skills' public face for other features (re-exports only: vite.config.ts marks feature
// index files side-effect free, so a page importing one name here does not carry the rest).
// The add-skill dialog is not exported itself but as a loader, so it stays in its own chunk
// and other features still reach it only through this entry.
export { skillQueries, useUserSkills } from './api';
export { proficiencyBadgeClass, proficiencyLabel, yearsOfExperienceText } from './proficiency';
export { ProficiencyBadge } from './proficiency-badge';
export { SkillsCard } from './skills-card';

export const loadAddSkillDialog = () => import('./add-skill-dialog').then((m) => m.AddSkillDialog);
