import { eq, sql } from 'drizzle-orm';
import type { JoinMode } from '../../../shared/contracts/choices';
import type { JoinSettings } from '../../../shared/contracts/membership';
import { communitySettings } from '../../../shared/schema/membership';
import type { Queryable } from '../../db/client';

/**
 * How people join now: the admin's choice in the console, else `JOIN_MODE`. Read from the
 * database on each use (one indexed row), so a change applies at once on every server
 * process without a restart. The signed-in answer, read on every page, keeps it until the
 * settings' generation moves (server/auth/signed-in.ts).
 */
export async function joinSettings(db: Queryable, fallback: JoinMode): Promise<JoinSettings> {
  const [row] = await db
    .select({
      joinMode: communitySettings.joinMode,
      membersMayInvite: communitySettings.membersMayInvite,
    })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1));
  return { joinMode: row?.joinMode ?? fallback, membersMayInvite: row?.membersMayInvite ?? false };
}

/** The admin's choice, kept from now on over the environment's default. */
export async function saveJoinSettings(db: Queryable, settings: JoinSettings) {
  await db
    .insert(communitySettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({
      target: communitySettings.id,
      set: { ...settings, updatedAt: sql`now()` },
    });
}
