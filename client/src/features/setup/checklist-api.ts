import type { FirstSteps, SetupChecklist } from '@shared/contracts/setup';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, getJsonOr, queryClient } from '@/lib/api';

const CHECKLIST_URL = '/api/admin/setup';
export const CHECKLIST_FAILED = 'Failed to fetch the setup checklist';
const FIRST_STEPS_URL = '/api/me/first-steps';

export const checklistQueries = {
  checklist: () =>
    queryOptions({
      queryKey: [CHECKLIST_URL],
      queryFn: () => getJsonOr<SetupChecklist>(CHECKLIST_URL, CHECKLIST_FAILED),
    }),
  firstSteps: () =>
    queryOptions({
      queryKey: [FIRST_STEPS_URL],
      queryFn: () => getJsonOr<FirstSteps>(FIRST_STEPS_URL, 'Failed to fetch your first steps'),
    }),
};

export function useSetupChecklist() {
  return useQuery(checklistQueries.checklist());
}

/** Put the checklist away, for every admin: the answer is read again. */
export function useDismissChecklist() {
  return useMutation({
    mutationFn: () => apiRequest('POST', `${CHECKLIST_URL}/dismiss`),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: checklistQueries.checklist().queryKey }),
  });
}

export function useFirstSteps() {
  return useQuery(checklistQueries.firstSteps());
}

/** The member puts their first steps away: the server remembers, the card goes at once. */
export function useDismissFirstSteps() {
  return useMutation({ mutationFn: () => apiRequest('POST', `${FIRST_STEPS_URL}/dismiss`) });
}

/** The member has seen their dashboard: "Welcome back" from their next visit on. */
export const markWelcomed = () => apiRequest('POST', '/api/me/welcomed');
