import type { JoinMode } from '../../shared/contracts/choices';
import type { ApplicationAnswers, JoinSettings } from '../../shared/contracts/membership';
import type { invitations } from '../../shared/schema/membership';
import type { Queryable } from '../db/client';

/**
 * What creating an account asks of membership: how people join now, whether an invitation
 * link works, and recording the application or the accepted invitation in the account's
 * transaction. Auth sits below the features (membership uses its sessions and tokens), so
 * it names what it needs here and membership provides it at startup (server/app.ts calls
 * `provideJoining` with features/membership's `joining`): auth never imports membership.
 */
export interface Joining {
  joinSettings(db: Queryable, fallback: JoinMode): Promise<JoinSettings>;
  /** The invitation behind a link, or the refusal that says why it does not work. */
  usableInvitation(
    tx: Queryable,
    token: string,
    lock?: boolean,
  ): Promise<typeof invitations.$inferSelect>;
  invitationAdmits(row: { admits: boolean }, joinMode: JoinMode): boolean;
  acceptInvitation(tx: Queryable, id: number, userId: string): Promise<void>;
  /**
   * Refuses answers the admins' own questions do not accept (a required one blank): 400
   * naming `application.answers.<id>`. Sign-up calls it before looking the address up.
   */
  checkAnswers(db: Queryable, answers: ApplicationAnswers): Promise<void>;
  recordApplication(
    tx: Queryable,
    userId: string,
    answers: ApplicationAnswers,
    invitationId?: number | null,
  ): Promise<void>;
}

let provided: Joining | null = null;

/** Called once at startup by the composition root; a later call replaces the first. */
export function provideJoining(joining: Joining) {
  provided = joining;
}

export function joining(): Joining {
  if (!provided) throw new Error('No membership joining provided: call provideJoining first');
  return provided;
}
