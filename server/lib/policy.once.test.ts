import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { type Action, authorize, can, type ItemOf, RULES } from './policy';

const me = { id: 'member-a', role: 'member' as const };
const other = 'member-b';

/**
 * The rule table, row by row: for each action, an item the viewer may act on, one they
 * may not (null: nobody may), and the exact refusal the API answers with.
 */
const TABLE: {
  [A in Action]: { allowed: ItemOf<A> | null; refused: ItemOf<A>; status: number; message: string };
} = {
  'event.edit': {
    allowed: { createdBy: me.id },
    refused: { createdBy: other },
    status: 403,
    message: 'You can only edit your own events',
  },
  'event.delete': {
    allowed: { createdBy: me.id },
    refused: { createdBy: other },
    status: 403,
    message: 'You can only delete your own events',
  },
  'event.attendees': {
    allowed: { createdBy: me.id },
    refused: { createdBy: other },
    status: 403,
    message: 'Only the organizer can see the attendee list',
  },
  'discussion.edit': {
    allowed: { authorId: me.id },
    refused: { authorId: other },
    status: 403,
    message: 'You can only edit your own discussions',
  },
  'discussion.delete': {
    allowed: { authorId: me.id },
    refused: { authorId: other },
    status: 403,
    message: 'You can only delete your own discussions',
  },
  'discussion.reply': {
    allowed: { isLocked: false },
    refused: { isLocked: true },
    status: 403,
    message: 'This discussion is locked',
  },
  'discussion.pin': {
    allowed: null,
    refused: { authorId: me.id },
    status: 403,
    message: 'Only moderators can pin discussions',
  },
  'discussion.lock': {
    allowed: null,
    refused: { authorId: me.id },
    status: 403,
    message: 'Only moderators can lock discussions',
  },
  'reply.edit': {
    allowed: { authorId: me.id },
    refused: { authorId: other },
    status: 403,
    message: 'You can only edit your own replies',
  },
  'reply.delete': {
    allowed: { authorId: me.id },
    refused: { authorId: other },
    status: 403,
    message: 'You can only delete your own replies',
  },
  'job.edit': {
    allowed: { postedBy: me.id },
    refused: { postedBy: other },
    status: 403,
    message: 'You can only edit your own job postings',
  },
  'job.delete': {
    allowed: { postedBy: me.id },
    refused: { postedBy: other },
    status: 403,
    message: 'You can only delete your own job postings',
  },
  'job.apply': {
    allowed: { postedBy: other },
    refused: { postedBy: me.id },
    status: 403,
    message: 'You cannot apply to your own posting',
  },
  'job.applications': {
    allowed: { postedBy: me.id },
    refused: { postedBy: other },
    status: 403,
    message: 'Only the poster can see the applications',
  },
  'application.withdraw': {
    allowed: { applicantId: me.id },
    refused: { applicantId: other },
    status: 403,
    message: 'You can only withdraw your own application',
  },
  'resource.edit': {
    allowed: { uploadedBy: me.id },
    refused: { uploadedBy: other },
    status: 403,
    message: 'You can only edit resources you shared',
  },
  'resource.delete': {
    allowed: { uploadedBy: me.id },
    refused: { uploadedBy: other },
    status: 403,
    message: 'You can only delete resources you shared',
  },
  'photo.edit': {
    allowed: { uploadedBy: me.id },
    refused: { uploadedBy: other },
    status: 403,
    message: 'You can only edit photos you uploaded',
  },
  'album.edit': {
    allowed: { createdBy: me.id },
    refused: { createdBy: other },
    status: 403,
    message: 'You can only edit albums you created',
  },
  'album.delete': {
    allowed: { createdBy: me.id },
    refused: { createdBy: other },
    status: 403,
    message: 'You can only delete albums you created',
  },
  'photo.delete': {
    allowed: { uploadedBy: me.id },
    refused: { uploadedBy: other },
    status: 403,
    message: 'You can only delete photos you uploaded',
  },
  'skill.add': {
    allowed: { id: me.id },
    refused: { id: other },
    status: 403,
    message: 'You can only add skills to your own profile',
  },
  'skill.edit': {
    allowed: { userId: me.id },
    refused: { userId: other },
    status: 403,
    message: 'You can only edit your own skills',
  },
  'skill.remove': {
    allowed: { userId: me.id },
    refused: { userId: other },
    status: 403,
    message: 'You can only remove your own skills',
  },
  'skill.endorse': {
    allowed: { userId: other },
    refused: { userId: me.id },
    status: 403,
    message: 'You cannot endorse your own skill',
  },
  'message.send': {
    allowed: { recipientIds: [other, 'member-c'] },
    refused: { recipientIds: [other, me.id] },
    status: 400,
    message: 'You cannot send a message to yourself',
  },
  'message.edit': {
    allowed: { senderId: me.id },
    refused: { senderId: other },
    status: 403,
    message: 'You can only edit messages you sent',
  },
  'thread.read': {
    allowed: { memberIds: [other, me.id] },
    refused: { memberIds: [other, 'member-c'] },
    status: 404,
    message: 'Conversation not found',
  },
  'message.read': {
    allowed: { senderId: other, memberIds: [other, me.id], hidden: false },
    refused: { senderId: other, memberIds: [other, me.id], hidden: true },
    status: 404,
    message: 'Message not found',
  },
  'conversation.leave': {
    allowed: { isGroup: true },
    refused: { isGroup: false },
    status: 409,
    message: 'You can only leave a group conversation',
  },
  'conversation.rename': {
    allowed: { isGroup: true },
    refused: { isGroup: false },
    status: 409,
    message: 'Only a group conversation has a name',
  },
  'invitation.send': {
    allowed: { membersMayInvite: true },
    refused: { membersMayInvite: false },
    status: 403,
    message: 'Only admins can invite people',
  },
  'invitation.admit': {
    allowed: null,
    refused: {},
    status: 403,
    message: 'Only admins can admit people directly',
  },
  'invite_link.create': {
    allowed: null,
    refused: {},
    status: 403,
    message: 'Only admins can create invite links',
  },
  'invitation.manage': {
    allowed: { invitedBy: me.id },
    refused: { invitedBy: other },
    status: 404,
    message: 'Invitation not found',
  },
  'report.create': {
    allowed: { authorId: other },
    refused: { authorId: me.id },
    status: 400,
    message: 'You cannot report your own post',
  },
  'hidden.see': {
    allowed: { authorId: me.id },
    refused: { authorId: other },
    status: 404,
    message: 'Not found',
  },
  'notification.read': {
    allowed: { recipientId: me.id },
    refused: { recipientId: other },
    status: 404,
    message: 'Notification not found',
  },
};

function refusalOf(action: Action, item: unknown) {
  try {
    authorize(me, action, item as never);
  } catch (err) {
    return err;
  }
  return null;
}

describe('policy', () => {
  it('has a row in the table for every rule', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(RULES).sort());
  });

  for (const action of Object.keys(TABLE) as Action[]) {
    const row = TABLE[action];
    it(`${action}: allows ${row.allowed ? 'its owner' : 'nobody'}, refuses with ${row.status}`, () => {
      if (row.allowed) {
        expect(can(me, action, row.allowed as never)).toBe(true);
        expect(refusalOf(action, row.allowed)).toBeNull();
      }
      expect(can(me, action, row.refused as never)).toBe(false);
      const refusal = refusalOf(action, row.refused);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ statusCode: row.status, message: row.message });
    });
  }

  it('never lets a missing owner (a deleted member) stand for anyone', () => {
    for (const action of ['job.edit', 'resource.delete', 'photo.edit', 'photo.delete'] as const) {
      const item = action === 'job.edit' ? { postedBy: null } : { uploadedBy: null };
      expect(can(me, action, item as never)).toBe(false);
    }
  });

  it("lets staff pin, lock, delete others' discussions and replies, and reply when locked", () => {
    for (const role of ['moderator', 'admin'] as const) {
      const staff = { id: 'staff-a', role };
      expect(can(staff, 'discussion.pin', { authorId: other })).toBe(true);
      expect(can(staff, 'discussion.lock', { authorId: other })).toBe(true);
      expect(can(staff, 'discussion.delete', { authorId: other })).toBe(true);
      expect(can(staff, 'reply.delete', { authorId: other })).toBe(true);
      expect(can(staff, 'discussion.reply', { isLocked: true })).toBe(true);
      // Staff hide or delete others' words; they never rewrite them (issue 23).
      expect(can(staff, 'discussion.edit', { authorId: other })).toBe(false);
      expect(can(staff, 'reply.edit', { authorId: other })).toBe(false);
      expect(can(staff, 'message.edit', { senderId: other })).toBe(false);
    }
  });

  it("lets staff delete anyone's job, resource, album, photo and event, but edit none", () => {
    for (const role of ['moderator', 'admin'] as const) {
      const staff = { id: 'staff-a', role };
      for (const owner of [other, null]) {
        expect(can(staff, 'job.delete', { postedBy: owner })).toBe(true);
        expect(can(staff, 'resource.delete', { uploadedBy: owner })).toBe(true);
        expect(can(staff, 'photo.delete', { uploadedBy: owner })).toBe(true);
        expect(can(staff, 'job.edit', { postedBy: owner })).toBe(false);
        expect(can(staff, 'resource.edit', { uploadedBy: owner })).toBe(false);
        expect(can(staff, 'photo.edit', { uploadedBy: owner })).toBe(false);
      }
      expect(can(staff, 'album.delete', { createdBy: other })).toBe(true);
      expect(can(staff, 'event.delete', { createdBy: other })).toBe(true);
      expect(can(staff, 'album.edit', { createdBy: other })).toBe(false);
      expect(can(staff, 'event.edit', { createdBy: other })).toBe(false);
    }
  });

  it('gives staff nothing more than a member elsewhere', () => {
    const widened = new Set<Action>([
      'discussion.pin',
      'discussion.lock',
      'discussion.delete',
      'discussion.reply',
      'reply.delete',
      'hidden.see',
      'job.delete',
      'resource.delete',
      'album.delete',
      'photo.delete',
      'event.delete',
    ]);
    // Admins also invite and manage invitations (decision 019); moderators do not.
    const adminOnly = new Set<Action>([
      'invitation.send',
      'invitation.admit',
      'invite_link.create',
      'invitation.manage',
    ]);
    for (const role of ['moderator', 'admin'] as const) {
      const staff = { id: me.id, role };
      for (const action of Object.keys(TABLE) as Action[]) {
        if (widened.has(action) || (role === 'admin' && adminOnly.has(action))) continue;
        const row = TABLE[action];
        expect(can(staff, action, row.refused as never), `${role} ${action}`).toBe(false);
        if (row.allowed) expect(can(staff, action, row.allowed as never)).toBe(true);
      }
    }
  });

  it('lets staff see what moderators hid, and nobody report a post of their own', () => {
    for (const role of ['moderator', 'admin'] as const) {
      expect(can({ id: 'staff-a', role }, 'hidden.see', { authorId: other })).toBe(true);
      expect(can({ id: 'staff-a', role }, 'report.create', { authorId: 'staff-a' })).toBe(false);
    }
  });

  it("lets a conversation's members read it, and no one else", () => {
    expect(can(me, 'thread.read', { memberIds: [me.id, other] })).toBe(true);
    expect(can(me, 'thread.read', { memberIds: [other, 'member-c', me.id] })).toBe(true);
    // A hidden message stays its sender's while they are in it; others' are nobody else's.
    const members = [me.id, other];
    expect(can(me, 'message.read', { senderId: me.id, memberIds: members, hidden: true })).toBe(
      true,
    );
    expect(
      can(me, 'message.read', { senderId: me.id, memberIds: [other, 'member-c'], hidden: false }),
    ).toBe(false);
    expect(
      can(me, 'message.read', { senderId: other, memberIds: [other, 'member-c'], hidden: false }),
    ).toBe(false);
  });

  it("lets an admin invite whatever the setting, and manage anyone's invitation", () => {
    const admin = { id: 'admin-a', role: 'admin' as const };
    expect(can(admin, 'invitation.send', { membersMayInvite: false })).toBe(true);
    // An admin's invitation lets its person in with no application; a member's does not.
    expect(can(admin, 'invitation.admit', {})).toBe(true);
    expect(can({ id: 'mod-a', role: 'moderator' }, 'invitation.admit', {})).toBe(false);
    expect(can(admin, 'invitation.manage', { invitedBy: other })).toBe(true);
    expect(can(admin, 'invitation.manage', { invitedBy: null })).toBe(true);
    expect(can(me, 'invitation.manage', { invitedBy: null })).toBe(false);
  });
});
