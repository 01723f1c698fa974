import type { MemberRole } from '../../shared/contracts/choices';
import {
  badRequest,
  conflict,
  forbidden,
  type HttpError,
  notFound,
  unauthorized,
} from './http-error';

/**
 * Who may do what to which row: every ownership rule of the server in one table. A
 * service reads the row (under lock when it then writes), asks `can` or `authorize`,
 * then acts; no service compares a member id with an owner column itself.
 *
 * The refusal travels with the rule, so a refused action answers the same status and
 * message wherever it is asked (the permission matrix, server/test/security, holds them).
 * Roles (decision 017) widen the rules here, server-side first (decision 001): a rule
 * that lets staff act on others' rows says so with `isStaff` (decision 018).
 */
export interface Viewer {
  id: string;
  role: MemberRole;
}

/** What `viewerOf` reads of a request (a Fastify request is one). */
export interface ViewerSource {
  userId: string | null;
  member: {
    id: string;
    role: MemberRole;
    firstName: string | null;
    lastName: string | null;
  } | null;
}

/**
 * The signed-in member a request acts as, for the policy: their id and their role as the
 * session lookup read them when the request began. Routes build it here, once, and pass it
 * to their service; a members-only route always has a member (the global guard answered
 * 401 otherwise), so a missing one is a visitor that slipped through and is refused.
 */
export function viewerOf(request: ViewerSource): Viewer {
  const { member } = request;
  if (!member || member.id !== request.userId) throw unauthorized();
  return { id: member.id, role: member.role };
}

/** The viewer with their name, for what records who acted (the audit log, decision 018). */
export interface Actor extends Viewer {
  firstName: string | null;
  lastName: string | null;
}

/** As `viewerOf`, with the member's name as the request began. */
export function actorOf(request: ViewerSource): Actor {
  const viewer = viewerOf(request);
  const { firstName, lastName } = request.member!;
  return { ...viewer, firstName, lastName };
}

/**
 * Who each console level lets through (decision 017): `admin` routes (members, settings,
 * categories, the skills catalogue, the audit log) admins only; `moderator` routes (the
 * reports queue, hiding, earlier versions) moderators and admins. The staff-only guard
 * (server/security/staff-only.ts) and the viewer's abilities (./abilities.ts) read this.
 */
export const STAFF_LEVELS: Record<'admin' | 'moderator', readonly MemberRole[]> = {
  admin: ['admin'],
  moderator: ['moderator', 'admin'],
};

/** Whether the viewer may call a console level's routes. */
export const passesStaffLevel = (viewer: Pick<Viewer, 'role'>, level: 'admin' | 'moderator') =>
  STAFF_LEVELS[level].includes(viewer.role);

/**
 * The staff routes' levels, named for what they allow: the moderation routes restrict to
 * these (`restrictTo`), and the viewer's abilities (./abilities.ts) answer from them, so
 * the browser shows a control exactly when its route will let the viewer through.
 */
export const STAFF_ROUTES = {
  /** The admin console: members, applications, invitations, settings, the audit log. */
  administer: 'admin',
  /** The reports queue, hiding an item from members and showing it again (decision 021). */
  moderate: 'moderator',
  /** An edited item's earlier versions (decision 036). */
  seeEarlierVersions: 'moderator',
} as const satisfies Record<string, 'admin' | 'moderator'>;

/** The roles whose members may use what a staff route level allows (for queries over members). */
export const rolesAllowedTo = (what: keyof typeof STAFF_ROUTES) => STAFF_LEVELS[STAFF_ROUTES[what]];

/** Whether the viewer may use what a staff route level allows. */
export const mayUseStaffRoutes = (viewer: Pick<Viewer, 'role'>, what: keyof typeof STAFF_ROUTES) =>
  passesStaffLevel(viewer, STAFF_ROUTES[what]);

/** Moderators and admins: the staff who keep the discussions in order (decision 018). */
export const isStaff = (viewer: Viewer) => passesStaffLevel(viewer, 'moderator');

/**
 * Whether acting on a post is moderation: the viewer is not its author (a rule that allows
 * it allows staff only), so the action is audited and a delete gives a reason (decision 018).
 */
export const isModeration = (viewer: Viewer, post: { authorId: string }) =>
  isOthers(viewer, post.authorId);

/** Whether a row is someone else's than the viewer's (its owner column, maybe emptied). */
export const isOthers = (viewer: Viewer, ownerId: string | null) => ownerId !== viewer.id;

/** Whether a row is the viewer's own: an answer's `mine` (who they are, not what they may do). */
export const isMine = (viewer: Viewer, ownerId: string | null) => !isOthers(viewer, ownerId);

interface Rule<Item> {
  allows: (viewer: Viewer, item: Item) => boolean;
  refusal: () => HttpError;
}

const rule = <Item>(allows: Rule<Item>['allows'], refusal: Rule<Item>['refusal']) => ({
  allows,
  refusal,
});

/** The rule table. Each item names only the columns its rule reads. */
export const RULES = {
  // Events belong to their creator (decision 001).
  'event.edit': rule<{ createdBy: string }>(
    (viewer, event) => event.createdBy === viewer.id,
    () => forbidden('You can only edit your own events'),
  ),
  // Staff delete anyone's event, job, resource, album or photo, with a reason when it is
  // someone else's (decision 022); editing stays the owner's.
  'event.delete': rule<{ createdBy: string }>(
    (viewer, event) => event.createdBy === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete your own events'),
  ),
  /** Seeing who attends and waits, and exporting them (the organiser). */
  'event.attendees': rule<{ createdBy: string }>(
    (viewer, event) => event.createdBy === viewer.id,
    () => forbidden('Only the organizer can see the attendee list'),
  ),

  // Discussions: the author deletes, and so do staff (moderators and admins, with a reason
  // when it is someone else's: decision 018); a locked one takes no replies from members
  // (spec-notes) while staff may still answer in it, as in Discourse; only staff pin and
  // lock. Only its author edits a discussion or a reply (issue 23, decision 036): staff
  // hide or delete others' words, never rewrite them. A reply's author or staff delete it
  // (decision 011: one with answers stays as a tombstone).
  'discussion.edit': rule<{ authorId: string }>(
    (viewer, discussion) => discussion.authorId === viewer.id,
    () => forbidden('You can only edit your own discussions'),
  ),
  'discussion.delete': rule<{ authorId: string }>(
    (viewer, discussion) => discussion.authorId === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete your own discussions'),
  ),
  'discussion.reply': rule<{ isLocked: boolean }>(
    (viewer, discussion) => !discussion.isLocked || isStaff(viewer),
    () => forbidden('This discussion is locked'),
  ),
  'discussion.pin': rule<{ authorId: string }>(
    (viewer) => isStaff(viewer),
    () => forbidden('Only moderators can pin discussions'),
  ),
  'discussion.lock': rule<{ authorId: string }>(
    (viewer) => isStaff(viewer),
    () => forbidden('Only moderators can lock discussions'),
  ),
  'reply.edit': rule<{ authorId: string }>(
    (viewer, reply) => reply.authorId === viewer.id,
    () => forbidden('You can only edit your own replies'),
  ),
  'reply.delete': rule<{ authorId: string }>(
    (viewer, reply) => reply.authorId === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete your own replies'),
  ),

  // Job postings: the poster edits, deletes and handles the applications; anyone else
  // may apply.
  'job.edit': rule<{ postedBy: string | null }>(
    (viewer, job) => job.postedBy === viewer.id,
    () => forbidden('You can only edit your own job postings'),
  ),
  'job.delete': rule<{ postedBy: string | null }>(
    (viewer, job) => job.postedBy === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete your own job postings'),
  ),
  'job.apply': rule<{ postedBy: string | null }>(
    (viewer, job) => job.postedBy !== viewer.id,
    () => forbidden('You cannot apply to your own posting'),
  ),
  /** Seeing a posting's applications and setting their status. */
  'job.applications': rule<{ postedBy: string | null }>(
    (viewer, job) => job.postedBy === viewer.id,
    () => forbidden('Only the poster can see the applications'),
  ),
  /** Withdrawing an application: its applicant only. */
  'application.withdraw': rule<{ applicantId: string }>(
    (viewer, application) => application.applicantId === viewer.id,
    () => forbidden('You can only withdraw your own application'),
  ),

  // Resources and photos: the member who shared them.
  'resource.edit': rule<{ uploadedBy: string | null }>(
    (viewer, resource) => resource.uploadedBy === viewer.id,
    () => forbidden('You can only edit resources you shared'),
  ),
  'resource.delete': rule<{ uploadedBy: string | null }>(
    (viewer, resource) => resource.uploadedBy === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete resources you shared'),
  ),
  'photo.edit': rule<{ uploadedBy: string | null }>(
    (viewer, photo) => photo.uploadedBy === viewer.id,
    () => forbidden('You can only edit photos you uploaded'),
  ),
  'photo.delete': rule<{ uploadedBy: string | null }>(
    (viewer, photo) => photo.uploadedBy === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete photos you uploaded'),
  ),
  // Albums: the member who made one renames it or deletes it with its photos (decision 012).
  'album.edit': rule<{ createdBy: string }>(
    (viewer, album) => album.createdBy === viewer.id,
    () => forbidden('You can only edit albums you created'),
  ),
  'album.delete': rule<{ createdBy: string }>(
    (viewer, album) => album.createdBy === viewer.id || isStaff(viewer),
    () => forbidden('You can only delete albums you created'),
  ),

  // Skills: a member changes their own profile's skills and endorses only others'.
  /** The item is the member whose profile gets the skill. */
  'skill.add': rule<{ id: string }>(
    (viewer, member) => member.id === viewer.id,
    () => forbidden('You can only add skills to your own profile'),
  ),
  'skill.edit': rule<{ userId: string }>(
    (viewer, userSkill) => userSkill.userId === viewer.id,
    () => forbidden('You can only edit your own skills'),
  ),
  'skill.remove': rule<{ userId: string }>(
    (viewer, userSkill) => userSkill.userId === viewer.id,
    () => forbidden('You can only remove your own skills'),
  ),
  'skill.endorse': rule<{ userId: string }>(
    (viewer, userSkill) => userSkill.userId !== viewer.id,
    () => forbidden('You cannot endorse your own skill'),
  ),

  // Invitations (decision 019): admins invite, and members when the admins allow it; an
  // invitation is its inviter's (and any admin's) to resend or withdraw, and to anyone else
  // it does not exist.
  /** The item is the joining settings now. */
  'invitation.send': rule<{ membersMayInvite: boolean }>(
    (viewer, settings) => viewer.role === 'admin' || settings.membersMayInvite,
    () => forbidden('Only admins can invite people'),
  ),
  /** Whether the people the viewer invites join directly, with no application to review. */
  'invitation.admit': rule<Record<string, never>>(
    (viewer) => viewer.role === 'admin',
    () => forbidden('Only admins can admit people directly'),
  ),
  /** A shareable invite link (decision 051): admins only, as it lets anyone holding it in. */
  'invite_link.create': rule<Record<string, never>>(
    (viewer) => viewer.role === 'admin',
    () => forbidden('Only admins can create invite links'),
  ),
  'invitation.manage': rule<{ invitedBy: string | null }>(
    (viewer, invitation) => viewer.role === 'admin' || invitation.invitedBy === viewer.id,
    () => notFound('Invitation not found'),
  ),

  // Messages: to other members only; a conversation is its members' (two, or a group of
  // up to 20, issue 37), and to anyone else it does not exist (404).
  'message.send': rule<{ recipientIds: readonly string[] }>(
    (viewer, message) => !message.recipientIds.includes(viewer.id),
    () => badRequest('You cannot send a message to yourself'),
  ),
  /** Editing a message of a thread the viewer is in: its sender only (issue 23). */
  'message.edit': rule<{ senderId: string }>(
    (viewer, message) => message.senderId === viewer.id,
    () => forbidden('You can only edit messages you sent'),
  ),
  'thread.read': rule<{ memberIds: readonly string[] }>(
    (viewer, conversation) => conversation.memberIds.includes(viewer.id),
    () => notFound('Conversation not found'),
  ),
  /**
   * One message, as a thread shows it (and the messages search finds it, issue 23): its
   * conversation's members', except that a message moderators hid is only its sender's
   * (decision 021). Staff read no one's messages.
   */
  'message.read': rule<{ senderId: string; hidden: boolean; memberIds: readonly string[] }>(
    (viewer, message) =>
      message.memberIds.includes(viewer.id) && (message.senderId === viewer.id || !message.hidden),
    () => notFound('Message not found'),
  ),
  /**
   * Leaving, and naming, a conversation (issue 37): a group's, by any of its members (the
   * thread.read rule came first). A two-person conversation has neither: leaving it would
   * leave the other member writing to no one.
   */
  'conversation.leave': rule<{ isGroup: boolean }>(
    (_viewer, conversation) => conversation.isGroup,
    () => conflict('You can only leave a group conversation'),
  ),
  'conversation.rename': rule<{ isGroup: boolean }>(
    (_viewer, conversation) => conversation.isGroup,
    () => conflict('Only a group conversation has a name'),
  ),

  // Reports and hiding (decision 021): a member reports others' items, never their own; an
  // item moderators hid is its author's and the staff's to see, and to anyone else it
  // does not exist (404, as if deleted).
  'report.create': rule<{ authorId: string | null }>(
    (viewer, item) => item.authorId !== viewer.id,
    () => badRequest('You cannot report your own post'),
  ),
  'hidden.see': rule<{ authorId: string | null }>(
    (viewer, item) => item.authorId === viewer.id || isStaff(viewer),
    () => notFound(),
  ),

  // Notifications (decision 025): an entry is its recipient's; to anyone else, staff
  // included, it does not exist.
  'notification.read': rule<{ recipientId: string }>(
    (viewer, entry) => entry.recipientId === viewer.id,
    () => notFound('Notification not found'),
  ),
} as const;

export type Action = keyof typeof RULES;
export type ItemOf<A extends Action> = Parameters<(typeof RULES)[A]['allows']>[1];

/** Whether the viewer may take the action on the item. */
export function can<A extends Action>(viewer: Viewer, action: A, item: ItemOf<A>): boolean {
  return (RULES[action].allows as (viewer: Viewer, item: ItemOf<A>) => boolean)(viewer, item);
}

/** As `can`, but throws the action's refusal (its status and message) when not allowed. */
export function authorize<A extends Action>(viewer: Viewer, action: A, item: ItemOf<A>): void {
  if (!can(viewer, action, item)) throw RULES[action].refusal();
}

/**
 * `mine`, `canEdit` / `canDelete` for an answer (shared/contracts/common.ts `permissions`):
 * the client shows an item's buttons from these and never compares ids itself. `mine`
 * (the row's owner column is the viewer) is who they are; the others what they may do,
 * which for staff reaches past their own rows.
 */
export function permissionsFor<E extends Action, D extends Action>(
  viewer: Viewer,
  actions: { edit: E; delete: D },
  item: ItemOf<E> & ItemOf<D>,
  ownerId: string | null,
) {
  return {
    mine: isMine(viewer, ownerId),
    canEdit: can(viewer, actions.edit, item),
    canDelete: can(viewer, actions.delete, item),
  };
}
