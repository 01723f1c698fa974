/**
 * The most JavaScript (gzip KB) each route may load on a cold visit today: `npm test`
 * fails a change that takes a route past its ceiling (scripts/js-weights.ts), so pages
 * stop growing unnoticed. The ceilings are a ratchet, set at the production build's
 * weights of 2026-11-30 plus 2 KB: a change that makes a route lighter lowers its
 * ceiling with it; raising one needs a reason in the commit that does it.
 *
 * The goal (issue 35) is far below most of them: the landing page ≤ 100 KB and every
 * member route ≤ 150 KB, by splitting what a page does not need at first paint (the
 * Markdown editor and renderer, forms and their validation, dialogs, admin tables).
 */
export const JS_CEILINGS_KB: Record<string, number> = {
  'Landing (visitor)': 106,
  'Sign in': 166,
  'Set up': 154,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Forgot password': 180.6,
  // +0.5: every form now knows whether it restored a draft (use-mutation-form, issue 37).
  // +0.2: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Reset password': 180.7,
  // +0.2: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Confirm e-mail address': 135.2,
  // The inviter's note quoted, and the admins' own questions (issue 36, decisions 051, 052).
  // +0.2: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Join by invitation': 184.7,
  // +0.3: reactions (issue 37, decision 061): the new notification type's label and
  // headline, which says what was reacted to (a post, a photo).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  Unsubscribe: 135.6,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  Dashboard: 140.6,
  // +0.5: the frame follows the community's logo and accent (decision 050).
  // +0.2: following (issue 37, decision 062): two more notification types (labels, headlines).
  Calendar: 165.7,
  // +0.3: reactions (issue 37, decision 061): the discussions contract carries the reaction
  // fields, and the reactions contract is a chunk of its own (photos share it).
  // +1.7: following (issue 37, decision 062): the Watch toggle of a category, the member's
  // watched categories and the toasts that say what they will hear.
  Discussions: 169,
  // +0.7: the reaction bar and the tooltip are chunks of their own since the photo viewer
  // shares them (issue 37); gzip reads each part apart, which costs that much.
  // +1.7: following (issue 37, decision 062): the Follow and Mute toggles and their toasts.
  'A discussion': 267.4,
  // +0.5: the frame follows the community's logo and accent (decision 050).
  // +0.1: the reactions contract in a chunk of its own (issue 37).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  Members: 171.9,
  'A member': 150,
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  Messages: 168.3,
  // +0.5: arriving from the inbox's New message focuses the thread's heading (issue 37).
  // +1.0: reactions' contract and notification text (issue 37, decision 061), and the
  // editor's tooltip in a chunk of its own now the reaction bar shares it. +3.3: the
  // reaction bar under each message (its menu and who-reacted dialog load on intent).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  'A thread': 244.1,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  Notifications: 143.1,
  // +0.5: the filters behind a Filters button at 360 px, saying how many are on (issue 37).
  // +0.4: following (issue 37, decision 062): two more notification types (labels, headlines).
  Jobs: 229.9,
  // +0.2: reactions (issue 37, decision 061): their contract and notification text in chunks this page shares.
  // +0.4: following (issue 37, decision 062): two more notification types (labels, headlines).
  Resources: 201.6,
  Gallery: 162,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.9: the All view (issue 37, decision 038 amended): the kinds' groups with their counts,
  // and the query's words marked in titles.
  'Search results': 147,
  // +0.5: the restored-draft notice with Discard changes, and the warning before leaving unsaved (issue 37).
  // +0.1: the reactions contract's chunk (issue 37).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Edit profile': 208.9,
  // +0.5: every form now knows whether it restored a draft (use-mutation-form, issue 37).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Account settings': 199.8,
  'E-mail notifications': 189,
  // +0.5: every form now knows whether it restored a draft (use-mutation-form, issue 37).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  'Invite people': 185.8,
  // Issue 36's console sections (About page, branding, application questions, invite links)
  // load with their tab; the page carries their loaders and the invite form's note (+0.9 KB).
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  Admin: 250.1,
  // Its content from the server since decision 049: the loading and failure states, and
  // leaders linking to their profiles (+0.8 KB).
  About: 138,
};

/** Issue 35's goals for every route, which the ceilings move down to. */
export const JS_GOALS_KB = { landing: 100, member: 150 };
