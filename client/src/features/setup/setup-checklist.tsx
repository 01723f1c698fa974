import type { SetupItem } from '@shared/contracts/setup';
import { useDismissChecklist, useSetupChecklist } from './checklist-api';
import { ChecklistCard } from './checklist-card';

/** What each item asks, and where it is done. */
const ITEMS: Record<SetupItem, { label: string; hint: string; href: string }> = {
  details: {
    label: 'Name your community',
    hint: 'Its name, city and time zone',
    href: '/admin?tab=settings',
  },
  about: {
    label: 'Write your About page',
    hint: 'What the community is for, in your words',
    href: '/admin?tab=settings',
  },
  categories: {
    label: 'Set up discussion categories',
    hint: 'Rename, add or archive the starters',
    href: '/admin?tab=settings',
  },
  members: {
    label: 'Invite your first members',
    hint: 'Or open joining to everyone',
    href: '/admin?tab=invitations',
  },
  event: {
    label: 'Create the first event',
    hint: 'A mixer, a talk, a breakfast',
    href: '/calendar',
  },
  welcome: {
    label: 'Start a welcome discussion',
    hint: 'Where newcomers introduce themselves',
    href: '/discussions',
  },
};

/**
 * The admins' setup checklist on their dashboard (issue 36, decision 048): what a new
 * community needs before its members arrive. Shown until every item is done or an admin
 * puts it away (for every admin); nothing while it loads or if it fails.
 */
export function SetupChecklistCard() {
  const { data } = useSetupChecklist();
  const dismiss = useDismissChecklist();
  if (!data || data.dismissed) return null;
  return (
    <ChecklistCard
      heading="Set up your community"
      steps={data.items.map(({ key, done }) => ({ key, done, ...ITEMS[key] }))}
      onDismiss={() => dismiss.mutate()}
      dismissing={dismiss.isPending}
    />
  );
}
