import type {
  ApplicationQuestion,
  ApplicationQuestions,
} from '@shared/contracts/application-questions';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getJsonOr, queryClient, sendJson } from '@/lib/api';
import { AUDIT_LOG_KEY } from './audit-api';

export const APPLICATION_QUESTIONS_FAILED = 'Failed to fetch the application questions';
const URL = '/api/admin/settings/application-questions';

const questionsQuery = () =>
  queryOptions({
    queryKey: [URL] as const,
    queryFn: () =>
      getJsonOr<{ questions: ApplicationQuestion[] }>(URL, APPLICATION_QUESTIONS_FAILED),
  });

/** The admins' own application questions (decision 052), as the console edits them. */
export const useApplicationQuestionSettings = () => useQuery(questionsQuery());

export function useSaveApplicationQuestions() {
  return useMutation({
    mutationFn: (body: ApplicationQuestions) =>
      sendJson<{ questions: ApplicationQuestion[] }>('PUT', URL, body),
    onSuccess: (saved) => queryClient.setQueryData(questionsQuery().queryKey, saved),
    // The sign-up form's copy (public), and the audit log that records the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/membership/questions'] }),
      ]),
  });
}
