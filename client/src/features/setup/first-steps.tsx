import type { FirstStep } from '@shared/contracts/setup';
import { useDismissFirstSteps, useFirstSteps } from './checklist-api';
import { ChecklistCard } from './checklist-card';

const STEPS: Record<FirstStep, { label: string; hint: string; href: string }> = {
  photo: {
    label: 'Add a profile photo',
    hint: 'So members recognise you at events',
    href: '/profile',
  },
  headline: {
    label: 'Add your title and company',
    hint: 'What you do, on your card in the directory',
    href: '/profile',
  },
  skills: {
    label: 'Add your skills',
    hint: 'Members find you, and endorse you, by them',
    href: '/profile',
  },
  introduce: {
    label: 'Introduce yourself',
    hint: 'Say hello in the discussions',
    href: '/discussions',
  },
};

/**
 * A new member's first steps on their dashboard (issue 36): until each is done or they put
 * the list away (then the session says so, and nothing is asked again).
 */
export function FirstStepsCard() {
  const { data } = useFirstSteps();
  const dismiss = useDismissFirstSteps();
  if (!data || dismiss.isSuccess) return null;
  return (
    <ChecklistCard
      heading="Your first steps"
      steps={data.items.map(({ key, done }) => ({ key, done, ...STEPS[key] }))}
      onDismiss={() => dismiss.mutate()}
      dismissing={dismiss.isPending}
    />
  );
}
