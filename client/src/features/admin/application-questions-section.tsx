import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The questions' editor (decision 052) loads with the tab that shows it, in its own chunk.
const ApplicationQuestionsSettings = lazy(() =>
  import('./application-questions-settings').then((m) => ({
    default: m.ApplicationQuestionsSettings,
  })),
);

/** The settings tab's "Application questions" part, loaded when the tab is shown. */
export function ApplicationQuestionsSection() {
  return (
    <Suspense fallback={<Skeleton className="h-32 w-full max-w-2xl" />}>
      <ApplicationQuestionsSettings />
    </Suspense>
  );
}
