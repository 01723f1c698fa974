import type { viewerAbilities } from '../../shared/contracts/auth';
import type { Answer } from '../../shared/contracts/common';
import { can, mayUseStaffRoutes, type Viewer } from './policy';

/**
 * What the signed-in member may do beyond their own rows, as the session answers it
 * (shared/contracts/auth.ts `viewerAbilities`): the browser shows the admin link, the
 * console's tabs, Unhide, earlier versions and Invite people from these and never reads
 * `role` to decide. Each comes from the rule the server itself enforces: the staff routes'
 * levels and the policy's rules (./policy.ts), never a second copy of them.
 */
export function abilitiesOf(
  viewer: Viewer,
  settings: { membersMayInvite: boolean },
): Answer<typeof viewerAbilities> {
  return {
    administer: mayUseStaffRoutes(viewer, 'administer'),
    moderate: mayUseStaffRoutes(viewer, 'moderate'),
    unhide: mayUseStaffRoutes(viewer, 'moderate'),
    seeEarlierVersions: mayUseStaffRoutes(viewer, 'seeEarlierVersions'),
    invite: can(viewer, 'invitation.send', settings),
    inviteWithoutReview: can(viewer, 'invitation.admit', {}),
  };
}

/**
 * The staff abilities an item's answer carries itself (a discussion, a reply), so its
 * screen reads them off the item as it reads `canEdit`: Unhide on its hidden mark, and
 * its "edited" mark opening the earlier versions.
 */
export const itemStaffAbilities = (viewer: Viewer) => ({
  canUnhide: mayUseStaffRoutes(viewer, 'moderate'),
  canSeeEarlierVersions: mayUseStaffRoutes(viewer, 'seeEarlierVersions'),
});
