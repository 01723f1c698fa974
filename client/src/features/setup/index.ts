// The first run's public face (issue 36, decision 048): the dashboard's checklists, each
// loaded only for whom it concerns (admins; members still on their first steps).
import { lazyComponent } from '@/lib/lazy-component';

export { markWelcomed } from './checklist-api';

export const { Component: SetupChecklist } = lazyComponent(() =>
  import('./setup-checklist').then((m) => m.SetupChecklistCard),
);

export const { Component: FirstSteps } = lazyComponent(() =>
  import('./first-steps').then((m) => m.FirstStepsCard),
);
