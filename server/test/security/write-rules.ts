import { z } from 'zod';
import { aboutPageSchema } from '../../../shared/contracts/about';
import {
  memberRemovalSchema,
  roleChangeSchema,
  suspensionSchema,
} from '../../../shared/contracts/admin';
import { applicationQuestionsSchema } from '../../../shared/contracts/application-questions';
import { bookmarkParams } from '../../../shared/contracts/bookmarks';
import { brandingLogoSchema, brandingSchema } from '../../../shared/contracts/branding';
import {
  categoryArchiveSchema,
  categoryMoveSchema,
  categoryNameSchema,
  communityProfileSchema,
  skillMergeSchema,
  skillNameSchema,
} from '../../../shared/contracts/community';
import {
  deletionReasonSchema,
  discussionFormSchema,
  replyFormSchema,
  subscriptionBody,
} from '../../../shared/contracts/discussions';
import {
  discussionEditSchema,
  messageEditSchema,
  replyEditSchema,
} from '../../../shared/contracts/editing';
import {
  albumEditSchema,
  albumFormSchema,
  photoEditSchema,
  photoFormSchema,
} from '../../../shared/contracts/gallery';
import {
  applicationStatusSchema,
  jobApplicationFormSchema,
  jobFormSchema,
} from '../../../shared/contracts/jobs';
import {
  applicationAnswersSchema,
  applicationDecisionSchema,
  invitationRequestSchema,
  invitationTokenSchema,
  inviteLinkRequestSchema,
  joinSettingsSchema,
} from '../../../shared/contracts/membership';
import {
  addMembersSchema,
  messageFormSchema,
  renameConversationSchema,
} from '../../../shared/contracts/messages';
import { notificationPreferencesSchema } from '../../../shared/contracts/notifications';
import { profileImageSchema, uploadRequestSchema } from '../../../shared/contracts/objects';
import {
  messageReactionParams,
  reactionParams,
  replyReactionParams,
} from '../../../shared/contracts/reactions';
import {
  reportedItemParams,
  reportSchema,
  resolutionSchema,
} from '../../../shared/contracts/reports';
import { resourceFormSchema } from '../../../shared/contracts/resources';
import { setupSchema } from '../../../shared/contracts/setup';
import {
  endorsementFormSchema,
  userSkillEditSchema,
  userSkillFormSchema,
} from '../../../shared/contracts/skills';
import { unsubscribeQuery } from '../../../shared/contracts/unsubscribe';
import {
  emailChangeSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signInSchema,
  signUpSchema,
  tokenSchema,
} from '../../../shared/contracts/users';
import { editedEventBodySchema, eventBodySchema } from '../../features/events/service';
import { idParams, memberIdParams, serialId } from '../../lib/params';
import { validBody, type World } from './fixtures';

/**
 * What each state-changing route accepts, written down apart from the server: when a
 * hostile write is answered 2xx, its input must pass these, or the server took something
 * it should have refused. `template` is a valid body the generators break field by field.
 */
export interface WriteRule {
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  template?: (w: World) => Record<string, unknown>;
}

/** A delete staff may make of someone else's item, with a reason (decisions 018, 022). */
const moderatedDelete: WriteRule = {
  params: idParams,
  query: deletionReasonSchema,
  body: deletionReasonSchema.nullish(),
};
const threadReply = messageEditSchema;
const applicationParams = z.object({ id: serialId, applicationId: serialId });
const localUpload = {
  params: z.object({ id: z.uuid() }),
  query: z.object({ expires: z.coerce.number().int(), sig: z.string().min(1).max(128) }),
};

export const WRITE_RULES: Record<string, WriteRule> = {
  'POST /api/auth/signup': {
    body: signUpSchema,
    template: () => ({
      email: 'hostile@example.com',
      password: 'correct horse battery',
      firstName: 'Hostile',
      lastName: 'Input',
    }),
  },
  'POST /api/auth/password-reset': {
    body: passwordResetRequestSchema,
    template: () => ({ email: 'hostile@example.com' }),
  },
  'POST /api/auth/password-reset/check': { body: tokenSchema, template: () => ({ token: 'x' }) },
  'POST /api/auth/password-reset/confirm': {
    body: passwordResetSchema,
    template: () => ({ token: 'x', password: 'correct horse battery' }),
  },
  'POST /api/auth/verify-email': { body: tokenSchema, template: () => ({ token: 'x' }) },
  'POST /api/auth/verify-email/resend': {},
  'POST /api/account/password': {
    body: passwordChangeSchema,
    template: () => ({ currentPassword: 'wrong password', newPassword: 'correct horse battery' }),
  },
  'POST /api/account/email': {
    body: emailChangeSchema,
    template: () => ({ email: 'hostile@example.com', currentPassword: 'wrong password' }),
  },
  'DELETE /api/account/sessions/:id': {
    params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) }),
  },
  'POST /api/account/sessions/sign-out-others': {},
  'PUT /api/admin/members/:id/role': {
    params: z.object({ id: z.string().min(1).max(255) }),
    body: roleChangeSchema,
    template: () => ({ role: 'moderator' }),
  },
  'PUT /api/admin/members/:id/suspension': {
    params: z.object({ id: z.string().min(1).max(255) }),
    body: suspensionSchema,
    template: () => ({ reason: 'Spam', until: null }),
  },
  'DELETE /api/admin/members/:id': {
    params: z.object({ id: z.string().min(1).max(255) }),
    body: memberRemovalSchema,
    template: () => ({ content: 'keep', reason: 'Spam' }),
  },
  'DELETE /api/admin/members/:id/suspension': {
    params: z.object({ id: z.string().min(1).max(255) }),
  },
  'POST /api/membership/application': {
    body: applicationAnswersSchema,
    template: () => ({
      company: 'Acme',
      title: 'Founder',
      website: null,
      reason: 'To meet people',
    }),
  },
  'DELETE /api/membership/application': {},
  'POST /api/invitations': {
    body: invitationRequestSchema,
    template: () => ({ emails: ['guest@example.com'], note: 'Come along.' }),
  },
  'POST /api/admin/invite-links': {
    body: inviteLinkRequestSchema,
    template: () => ({ label: 'Breakfast', days: 7, maxUses: 10 }),
  },
  'POST /api/invitations/:id/resend': { params: idParams },
  'DELETE /api/invitations/:id': { params: idParams },
  'POST /api/login/invitation': {
    body: invitationTokenSchema,
    template: () => ({ token: 'not-a-token' }),
  },
  'POST /api/invitations/check': {
    body: invitationTokenSchema,
    template: () => ({ token: 'not-a-token' }),
  },
  'POST /api/admin/applications/decide': {
    body: applicationDecisionSchema,
    template: () => ({ ids: [1], decision: 'approve' }),
  },
  'PUT /api/admin/settings/joining': {
    body: joinSettingsSchema,
    template: () => ({ joinMode: 'open', membersMayInvite: false }),
  },
  // Sends one message to the admin's own address; it takes no input.
  'POST /api/admin/mail/test': {},
  'POST /api/reports': {
    body: reportSchema,
    template: (w) => ({ itemType: 'discussion', itemId: String(w.discussion.id), reason: 'spam' }),
  },
  'POST /api/moderation/reports/:itemType/:itemId/resolve': {
    params: reportedItemParams,
    body: resolutionSchema,
    template: () => ({ action: 'dismiss' }),
  },
  'DELETE /api/moderation/hidden/:itemType/:itemId': { params: reportedItemParams },
  'POST /api/notifications/:id/read': { params: idParams },
  'POST /api/notifications/read-all': {},
  'POST /api/discussions/read-all': {},
  'PUT /api/notifications/preferences': {
    body: notificationPreferencesSchema,
    template: () => ({ channels: { message: 'digest' }, digestFrequency: 'weekly', digestHour: 7 }),
  },
  // The token is the whole input; the body (RFC 8058's `List-Unsubscribe=One-Click`) is ignored.
  'POST /api/notifications/unsubscribe': { query: unsubscribeQuery },
  'PUT /api/admin/settings/community': {
    body: communityProfileSchema,
    template: () => ({
      communityName: 'Roundtable Hostile',
      city: 'Houston',
      timeZone: 'Europe/Paris',
    }),
  },
  'PUT /api/admin/settings/about': {
    body: aboutPageSchema,
    template: () => ({
      mission: 'Founders **helping** founders.',
      values: [{ title: 'Candour', text: 'We say what we think.' }],
      leaders: [{ name: 'Ann Lee', role: 'Host', bio: 'Runs the dinners.' }],
      figureMode: 'written',
      figures: [{ value: '1', label: 'One' }],
      contactPhone: '(713) 555-0142',
    }),
  },
  'PUT /api/admin/settings/application-questions': {
    body: applicationQuestionsSchema,
    // Saved as the table row expects it: the other suites' applicants answer no questions.
    template: () => ({
      questions: [
        {
          id: 'qhostile01',
          question: 'Who referred you?',
          hint: null,
          kind: 'short',
          required: false,
        },
      ],
    }),
  },
  'PUT /api/admin/settings/branding': {
    body: brandingSchema,
    template: () => ({ accent: 'gold' }),
  },
  // Another member's upload: any body that gets past the schema is refused, never kept.
  'PUT /api/admin/settings/branding/logo': {
    body: brandingLogoSchema,
    template: (w) => ({ imageURL: w.upload.uploadURL }),
  },
  'DELETE /api/admin/settings/branding/logo': {},
  'POST /api/setup': {
    body: setupSchema,
    template: () => ({
      email: 'hostile-setup@example.com',
      password: 'correct horse battery',
      firstName: 'Hostile',
      lastName: 'Setup',
      communityName: 'Hostile Roundtable',
      city: 'Houston',
      timeZone: 'America/Chicago',
    }),
  },
  'POST /api/admin/setup/dismiss': {},
  'POST /api/me/first-steps/dismiss': {},
  'POST /api/me/welcomed': {},
  'POST /api/admin/categories': { body: categoryNameSchema, template: () => ({ name: 'Hostile' }) },
  'PATCH /api/admin/categories/:id': {
    params: idParams,
    body: categoryNameSchema,
    template: () => ({ name: 'Hostile' }),
  },
  'POST /api/admin/categories/:id/move': {
    params: idParams,
    body: categoryMoveSchema,
    template: () => ({ direction: 'up' }),
  },
  'PUT /api/admin/categories/:id/archived': {
    params: idParams,
    body: categoryArchiveSchema,
    template: () => ({ archived: true }),
  },
  'POST /api/admin/skills': { body: skillNameSchema, template: () => ({ name: 'Hostile' }) },
  'PATCH /api/admin/skills/:id': {
    params: idParams,
    body: skillNameSchema,
    template: () => ({ name: 'Hostile' }),
  },
  'POST /api/admin/skills/:id/merge': {
    params: idParams,
    body: skillMergeSchema,
    template: () => ({ targetId: 1 }),
  },
  'POST /api/auth/signin': {
    body: signInSchema,
    template: (w) => ({ email: w.owner.email, password: 'wrong password' }),
  },
  'POST /api/logout': {},
  'PUT /api/auth/user': { body: profileUpdateSchema, template: () => validBody.profile() },
  'POST /api/objects/upload': {
    body: uploadRequestSchema,
    template: () => ({ purpose: 'document' }),
  },
  'PUT /api/profile-image': {
    body: profileImageSchema,
    template: (w) => ({ imageURL: w.upload.uploadURL }),
  },
  'PUT /api/objects/local/:id': localUpload,
  'POST /api/user-skills/:id/endorse': {
    params: idParams,
    body: endorsementFormSchema.nullish(),
    template: () => ({ comment: 'Sharp.' }),
  },
  'DELETE /api/user-skills/:id/endorse': { params: idParams },
  'POST /api/messages': {
    body: messageFormSchema,
    template: (w) => validBody.message(w.other.id),
  },
  'POST /api/messages/threads/:id/replies': {
    params: idParams,
    body: threadReply,
    template: () => validBody.reply(),
  },
  // A conversation's people and name (issue 37).
  'POST /api/messages/threads/:id/members': {
    params: idParams,
    body: addMembersSchema,
    template: (w) => ({ userIds: [w.other.id] }),
  },
  'DELETE /api/messages/threads/:id/members/me': { params: idParams },
  'PATCH /api/messages/threads/:id': {
    params: idParams,
    body: renameConversationSchema,
    template: () => ({ name: 'Founders circle' }),
  },
  'POST /api/jobs': { body: jobFormSchema, template: () => validBody.job() },
  'PUT /api/jobs/:id': { params: idParams, body: jobFormSchema, template: () => validBody.job() },
  'DELETE /api/jobs/:id': moderatedDelete,
  'POST /api/jobs/:id/applications': {
    params: idParams,
    body: jobApplicationFormSchema.nullish(),
    template: () => validBody.application(),
  },
  'PATCH /api/jobs/:id/applications/:applicationId': {
    params: applicationParams,
    body: applicationStatusSchema,
    template: () => ({ status: 'reviewed' }),
  },
  'DELETE /api/jobs/:id/applications/:applicationId': { params: applicationParams },
  'PUT /api/jobs/:id/saved': { params: idParams },
  'DELETE /api/jobs/:id/saved': { params: idParams },
  'POST /api/resources': {
    body: resourceFormSchema,
    template: (w) => validBody.resource(w.resourceCategory.id),
  },
  'PUT /api/resources/:id': {
    params: idParams,
    body: resourceFormSchema,
    template: (w) => validBody.resource(w.resourceCategory.id),
  },
  'DELETE /api/resources/:id': moderatedDelete,
  'POST /api/resources/:id/download': { params: idParams },
  'POST /api/photo-albums': { body: albumFormSchema, template: () => validBody.album() },
  'PATCH /api/photo-albums/:id': {
    params: idParams,
    body: albumEditSchema,
    template: () => ({ name: 'Pitch Night', description: 'Spring cohort' }),
  },
  'DELETE /api/photo-albums/:id': moderatedDelete,
  'POST /api/photos': {
    body: photoFormSchema,
    template: (w) => ({
      albumId: w.album.id,
      fileName: 'stage.png',
      objectPath: w.upload.objectPath,
    }),
  },
  'PATCH /api/photos/:id': {
    params: idParams,
    body: photoEditSchema,
    template: () => ({ title: 'Stage', description: 'Opening night' }),
  },
  'DELETE /api/photos/:id': moderatedDelete,
  'POST /api/users/:id/skills': {
    params: memberIdParams,
    body: userSkillFormSchema,
    template: (w) => ({
      skillId: w.spareSkills[0].id,
      proficiencyLevel: 'expert',
      yearsOfExperience: 4,
    }),
  },
  'PATCH /api/user-skills/:id': {
    params: idParams,
    body: userSkillEditSchema,
    template: () => ({ proficiencyLevel: 'advanced', yearsOfExperience: 6 }),
  },
  'DELETE /api/user-skills/:id': { params: idParams },
  'POST /api/events': { body: eventBodySchema, template: () => validBody.event() },
  'PUT /api/events/:id': {
    params: idParams,
    body: editedEventBodySchema,
    template: () => validBody.event(),
  },
  'DELETE /api/events/:id': moderatedDelete,
  'POST /api/events/:id/attendance': { params: idParams },
  'DELETE /api/events/:id/attendance': { params: idParams },
  'DELETE /api/events/:id/seat-opened': { params: idParams },
  'POST /api/calendar/feed/reset': {},
  'POST /api/discussions': {
    body: discussionFormSchema,
    template: (w) => validBody.discussion(w.category.id),
  },
  'DELETE /api/discussions/:id': {
    params: idParams,
    query: deletionReasonSchema,
    body: deletionReasonSchema.nullish(),
  },
  'PUT /api/discussions/:id/pin': { params: idParams },
  'DELETE /api/discussions/:id/pin': { params: idParams },
  'PUT /api/discussions/:id/lock': { params: idParams },
  'DELETE /api/discussions/:id/lock': { params: idParams },
  'PUT /api/discussions/:id/subscription': { params: idParams, body: subscriptionBody },
  'PUT /api/bookmarks/:kind/:id': { params: bookmarkParams },
  'DELETE /api/bookmarks/:kind/:id': { params: bookmarkParams },
  'PUT /api/discussion-categories/:id/watch': { params: idParams },
  'DELETE /api/discussion-categories/:id/watch': { params: idParams },
  // Reactions (issue 37): the reaction is a word of the set, in the path.
  'PUT /api/discussions/:id/reactions/:reaction': { params: reactionParams },
  'DELETE /api/discussions/:id/reactions/:reaction': { params: reactionParams },
  'PUT /api/photos/:id/reactions/:reaction': { params: reactionParams },
  'PUT /api/messages/threads/:id/messages/:messageId/reactions/:reaction': {
    params: messageReactionParams,
  },
  'DELETE /api/messages/threads/:id/messages/:messageId/reactions/:reaction': {
    params: messageReactionParams,
  },
  'DELETE /api/photos/:id/reactions/:reaction': { params: reactionParams },
  'PUT /api/discussions/:id/replies/:replyId/reactions/:reaction': { params: replyReactionParams },
  'DELETE /api/discussions/:id/replies/:replyId/reactions/:reaction': {
    params: replyReactionParams,
  },
  'POST /api/discussions/:id/replies': {
    params: idParams,
    body: replyFormSchema,
    template: () => validBody.reply(),
  },
  'DELETE /api/discussions/:id/replies/:replyId': {
    params: z.object({ id: serialId, replyId: serialId }),
    query: deletionReasonSchema,
    body: deletionReasonSchema.nullish(),
  },
  // Editing (issue 23): the author's own words, as their create forms take them.
  'PATCH /api/discussions/:id': {
    params: idParams,
    body: discussionEditSchema,
    template: (w) => validBody.discussion(w.category.id),
  },
  'PATCH /api/discussions/:id/replies/:replyId': {
    params: z.object({ id: serialId, replyId: serialId }),
    body: replyEditSchema,
    template: () => validBody.reply(),
  },
  'PATCH /api/messages/threads/:id/messages/:messageId': {
    params: z.object({ id: serialId, messageId: serialId }),
    body: messageEditSchema,
    template: () => ({ content: 'Coffee on Friday?' }),
  },
};
