import { useId } from 'react';
import { CategoriesSettings } from './categories-settings';
import { CommunitySettings } from './community-settings';
import { JoiningSettings } from './joining-settings';
import { MailTestCard } from './mail-test-card';
import { SkillsSettings } from './skills-settings';

/**
 * Settings (issue 21, decision 023): the community's profile, how people join, the
 * discussion categories and the skill catalog, each its own part; then the mail check.
 */
export function SettingsSection() {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-10">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        Settings
      </h2>
      <CommunitySettings />
      <JoiningSettings />
      <CategoriesSettings />
      <SkillsSettings />
      <MailTestCard />
    </section>
  );
}
