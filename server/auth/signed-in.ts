import type { FastifyRequest } from 'fastify';
import type { MemberRole } from '../../shared/contracts/choices';
import type { Queryable } from '../db/client';
import { abilitiesOf } from '../lib/abilities';
import { keptAnswer } from '../lib/generations';
import { KeptAnswers } from '../lib/kept-answers';
import { joining } from './joining';

/**
 * The signed-in member as every answer that signs in or asks who is signed in gives them
 * (shared/contracts/auth.ts `signedInMember`): the member, and what they may do beside it.
 * Whether members may invite is the admins' choice of the moment: the joining settings are
 * kept until a change to them moves the settings' generation (decision 045), which the
 * request's session lookup has read already, so the hottest call of all, "who am I", costs
 * no statement of its own. Their join mode plays no part here, hence any fallback.
 * One per route plugin: `const withAbilities = signedInAnswers(db)`.
 */
export function signedInAnswers(db: Queryable) {
  const kept = new KeptAnswers(1);
  return async <M extends { id: string; role: MemberRole }>(request: FastifyRequest, member: M) => {
    const settings = await keptAnswer(db, request, { kept, domain: 'settings', key: 'join' }, () =>
      joining().joinSettings(db, 'open'),
    );
    return { ...member, abilities: abilitiesOf(member, settings) };
  };
}
