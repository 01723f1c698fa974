import { lazy, Suspense, useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ApplicationQuestionsSection } from './application-questions-section';
import { CategoriesSettings } from './categories-settings';
import { CommunitySettings } from './community-settings';
import { JoiningSettings } from './joining-settings';
import { MailTestCard } from './mail-test-card';
import { SkillsSettings } from './skills-settings';

// The About page's editor (its lists, the member picker's opener) loads with the tab that
// shows it, not with the console's first page.
const AboutSettings = lazy(() =>
  import('./about-settings').then((m) => ({ default: m.AboutSettings })),
);

// The logo and accent (decision 050): the presets and the upload widget's hook load with it.
const BrandingSettings = lazy(() =>
  import('./branding-settings').then((m) => ({ default: m.BrandingSettings })),
);

/**
 * Settings (issue 21, decision 023): the community's profile, its About page (decision 049),
 * how people join, the
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
      <Suspense fallback={<Skeleton className="h-64 w-full max-w-2xl" />}>
        <AboutSettings />
        <BrandingSettings />
      </Suspense>
      <JoiningSettings />
      <ApplicationQuestionsSection />
      <CategoriesSettings />
      <SkillsSettings />
      <MailTestCard />
    </section>
  );
}
