import { invitationRequestSchema, splitAddresses } from '@shared/contracts/membership';

// A module of its own: the invite form downloads it (and zod) apart from its page (decision 066).

/**
 * The pasted text checked as the server checks it, with its words: nothing is sent unless
 * every address is one, and at most MAX_INVITATIONS_AT_ONCE; a bad address is named.
 */
export function checkAddresses(text: string): { emails: string[] } | { error: string } {
  const emails = splitAddresses(text);
  const parsed = invitationRequestSchema.safeParse({ emails });
  if (parsed.success) return { emails: parsed.data.emails };
  const issue = parsed.error.issues[0];
  const index = issue.path[1];
  if (typeof index === 'number' && emails[index] !== undefined) {
    return { error: `${issue.message}: ${emails[index]}` };
  }
  return { error: issue.message };
}
