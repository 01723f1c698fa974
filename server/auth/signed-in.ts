import type { MemberRole } from '../../shared/contracts/choices';
import type { Queryable } from '../db/client';
import { abilitiesOf } from '../lib/abilities';
import { joining } from './joining';

/**
 * The signed-in member as every answer that signs in or asks who is signed in gives them
 * (shared/contracts/auth.ts `signedInMember`): the member, and what they may do beside it.
 * The joining settings are read now (one indexed row): whether members may invite is the
 * admins' choice of the moment. Their join mode plays no part here, hence any fallback.
 */
export async function withAbilities<M extends { id: string; role: MemberRole }>(
  db: Queryable,
  member: M,
) {
  const settings = await joining().joinSettings(db, 'open');
  return { ...member, abilities: abilitiesOf(member, settings) };
}
