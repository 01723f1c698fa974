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

/** The tab's parts in order, each with the anchor "On this page" links to. */
const PARTS = [
  { anchor: 'settings-community', label: 'Community' },
  { anchor: 'settings-about', label: 'About page' },
  { anchor: 'settings-branding', label: 'Branding' },
  { anchor: 'settings-joining', label: 'Joining' },
  { anchor: 'settings-questions', label: 'Application questions' },
  { anchor: 'settings-categories', label: 'Discussion categories' },
  { anchor: 'settings-skills', label: 'Skills' },
  { anchor: 'settings-mail', label: 'E-mail' },
] as const;
type Anchor = (typeof PARTS)[number]['anchor'];

/** One part of the tab, where its link in "On this page" lands (below the fixed top bar). */
function Part({ anchor, children }: { anchor: Anchor; children: React.ReactNode }) {
  return (
    <div id={anchor} className="scroll-mt-24">
      {children}
    </div>
  );
}

/**
 * Settings (issue 21, decision 023): the community's profile, its About page (decision 049),
 * branding (050), how people join and what applicants are asked (052), the discussion
 * categories and the skill catalog, each its own part with its own save; then the mail
 * check. A long page: "On this page" leads to each part.
 */
export function SettingsSection() {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-10">
      <div className="grid gap-3">
        <h2 id={`${ids}-heading`} className="text-xl font-semibold">
          Settings
        </h2>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {PARTS.map((part) => (
              <li key={part.anchor}>
                <a
                  href={`#${part.anchor}`}
                  className="font-medium text-gold-text underline-offset-4 hover:underline"
                >
                  {part.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Part anchor="settings-community">
        <CommunitySettings />
      </Part>
      <Suspense fallback={<Skeleton className="h-64 w-full max-w-2xl" />}>
        <Part anchor="settings-about">
          <AboutSettings />
        </Part>
        <Part anchor="settings-branding">
          <BrandingSettings />
        </Part>
      </Suspense>
      <Part anchor="settings-joining">
        <JoiningSettings />
      </Part>
      <Part anchor="settings-questions">
        <ApplicationQuestionsSection />
      </Part>
      <Part anchor="settings-categories">
        <CategoriesSettings />
      </Part>
      <Part anchor="settings-skills">
        <SkillsSettings />
      </Part>
      <Part anchor="settings-mail">
        <MailTestCard />
      </Part>
    </section>
  );
}
