// Skills' public face for other features. Two modules are reached by their own paths instead
// (allowed explicitly in biome.json's feature-boundary override), because re-exporting them here
// would change the chunks: Vite's bundler keeps every module a barrel re-exports, so the members
// page (which imports this file) would start carrying them.
// - ./skills-card: only the profile page shows it;
// - ./add-skill-dialog: loaded with import() so it stays in its own chunk.
export { useUserSkills } from './api';
export { proficiencyBadgeClass, proficiencyLabel, yearsOfExperienceText } from './proficiency';
