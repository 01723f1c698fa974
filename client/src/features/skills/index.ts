// Skills' public face for other features (re-exports only: vite.config.ts marks feature
// index files side-effect free, so a page importing one name here does not carry the rest).
// The add-skill dialog is not exported here: other features load it with
// import('@/features/skills/add-skill-dialog') so it stays in its own chunk (allowed
// explicitly in biome.json's feature-boundary override).
export { skillQueries, useUserSkills } from './api';
export { proficiencyBadgeClass, proficiencyLabel, yearsOfExperienceText } from './proficiency';
export { ProficiencyBadge } from './proficiency-badge';
export { SkillsCard } from './skills-card';
