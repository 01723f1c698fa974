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
  // -3.7: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // +0.3: Radix's toasts load after the member pages paint (toast-list.tsx, decision 070); Rolldown
  // then moved the class merging out of the entry into a chunk of its own and split Radix's small
  // shared packages in three, which the visitor pages download apart.
  'Landing (visitor)': 96.3,
  // The account forms' checks (zod, ~25 KB) download when the page is idle or at the
  // first check, not with the page (lazyZodResolver, issue 35): −28 KB on each of these.
  // -4.1: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // -5.0: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // +0.9: Radix's toasts load after the member pages paint (toast-list.tsx, decision 070); Rolldown
  // then moved the class merging out of the entry into a chunk of its own and split Radix's small
  // shared packages in three, which the visitor pages download apart.
  'Sign in': 128.3,
  // -3.7: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // -5.0: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // +0.4: Radix's toasts load after the member pages paint (toast-list.tsx, decision 070); Rolldown
  // then moved the class merging out of the entry into a chunk of its own and split Radix's small
  // shared packages in three, which the visitor pages download apart.
  'Set up': 114.9,
  // -3.6: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.2: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'Forgot password': 133.0,
  // -3.6: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'Reset password': 133.1,
  // +0.2: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.2: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // -3.6: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'Confirm e-mail address': 115.9,
  // The inviter's note quoted, and the admins' own questions (issue 36, decisions 051, 052);
  // the sign-up's checks load apart (lazyZodResolver, issue 35).
  // -3.6: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'Join by invitation': 136.9,
  // +0.3: reactions (issue 37, decision 061): the new notification type's label and
  // headline, which says what was reacted to (a post, a photo).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // -3.6: the entry loads only the visitor pages' loaders; the member pages' travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.8: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.2: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Unsubscribe: 116.2,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.2: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // -3.7: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.2: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Dashboard: 121.3,
  // +0.5: the frame follows the community's logo and accent (decision 050).
  // +0.2: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // +0.2: a time zone per event (issue 37): the event contract checks a chosen zone with the
  // community contract's zone rules, and answers carry an event's own zone.
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -12.7: the calendar feed's dialog (and Radix's dialog with it) downloads when first
  // reached for (issue 35).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Calendar: 133.7,
  // +0.3: reactions (issue 37, decision 061): the discussions contract carries the reaction
  // fields, and the reactions contract is a chunk of its own (photos share it).
  // +1.7: following (issue 37, decision 062): the Watch toggle of a category, the member's
  // watched categories and the toasts that say what they will hear.
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // -3.5: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -10.0: the "edited" mark's earlier versions (and Radix's dialog with them) download
  // when staff first reach for the mark (issue 35).
  // -5.0: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -9.8: the windowing code (TanStack Virtual) downloads once a list passes 100 rows, not
  // with the page (issue 35).
  // -10.8: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Discussions: 130.2,
  // −28 KB: the reply, edit and answer forms download their checks (zod) apart, and the
  // reaction bar takes its faces from a zod-free file (issue 35).
  // −23.9: the Markdown renderer downloads beside the page's data, not with the page
  // (decision 067).
  // -3.3: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -5.6: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -39.8: the reply form (react-hook-form, the Markdown editor) downloads once the
  // discussion has painted, and the Edit dialog when its author reaches for it (issue 35).
  // -5.6: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection they
  // bring) download once the page has painted, or at the first toast (decision 070).
  // -19.2: a tooltip of our own in place of Radix's and floating-ui's (decision 070).
  'A discussion': 144.0,
  // +0.5: the frame follows the community's logo and accent (decision 050).
  // +0.1: the reactions contract in a chunk of its own (issue 37).
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // +0.2: a time zone per event (issue 37): the event contract checks a chosen zone with the
  // community contract's zone rules, and answers carry an event's own zone.
  // -3.4: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -9.6: confirmation dialogs download Radix's dialog when idle or first reached for
  // (confirm-dialog-open.tsx, issue 35).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -9.8: the windowing code (TanStack Virtual) downloads once a list passes 100 rows, not
  // with the page (issue 35).
  // -10.9: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Members: 133.5,
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.4: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -10.9: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'A member': 131.1,
  // +0.3: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.2: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // +1.0: group conversations (issue 37, decision 064): a group's row (its name or its
  // members' first names, two stacked faces); the picker and the group form load on intent.
  // −24.2: the server answers each row's preview, so the inbox needs no Markdown parser
  // (issue 35): goal met.
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.2: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Messages: 125.9,
  // −28 KB: the reply, edit and answer forms download their checks (zod) apart, and the
  // reaction bar takes its faces from a zod-free file (issue 35).
  // −23.9: the Markdown renderer downloads beside the page's data, not with the page
  // (decision 067).
  // -3.5: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.2: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -3.0: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection they
  // bring) download once the page has painted, or at the first toast (decision 070).
  // -16.5: a tooltip of our own in place of Radix's and floating-ui's (decision 070).
  // -31.9: the message box downloads beside the messages it sits under, and a message's edit
  // form when its author reaches for Edit (lazyForm, issue 35).
  'A thread': 135.8,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.2: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // +0.2: the address-linked filter is one component (components/address-filter.tsx) that
  // Saved and Notifications share, in a chunk of its own (issue 34).
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.2: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Notifications: 124.1,
  // Bookmarks (issue 37): what the member saved, by kind.
  // +0.3: the address-linked filter it shares with Notifications (issue 34).
  // -3.5: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Saved: 127.8,
  // +0.5: the filters behind a Filters button at 360 px, saying how many are on (issue 37).
  // +0.4: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +1.1: bookmarks (issue 37): a job's Save is its bookmark, so it refreshes the bookmark keys and
  // the Saved page, and the board refreshes when a job is unbookmarked there (the bookmarks'
  // module); +0.2 of it the Saved page's route entry.
  // +0.1: LoadMore takes the infinite query (one prop for three, issue 34).
  // −22.7: the board answers each card's preview instead of the long texts, and the
  // details' Markdown renderer downloads beside the board's data (decision 067).
  // -3.3: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -5.3: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -9.7: the windowing code (TanStack Virtual) downloads once a list passes 100 rows, not
  // with the page (issue 35).
  // -39.1: the job board's dates without date-fns (lib/dates.ts), and the posting's details,
  // its applications and the delete confirmation download apart, the details once the board
  // has painted (issue 35).
  // -11.0: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Jobs: 138.3,
  // +0.2: reactions (issue 37, decision 061): their contract and notification text in chunks this page shares.
  // +0.4: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +1.6: bookmarks (issue 37): the Bookmark toggle on each card, the member's bookmark keys and
  // the toggle's toasts; +0.2 of it the Saved page's route entry.
  // +0.2: a time zone per event (issue 37): the event contract checks a chosen zone with the
  // community contract's zone rules, and answers carry an event's own zone.
  // −23.9: the Markdown renderer downloads beside the page's data, not with the page
  // (decision 067).
  // -3.2: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -9.6: confirmation dialogs download Radix's dialog when idle or first reached for
  // (confirm-dialog-open.tsx, issue 35).
  // +0.1 (under 0.1 in bytes): useTriggerFocus, which the confirmation dialog's trigger
  // shares with the earlier versions' mark (lazy-dialog-parts.tsx).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -9.8: the windowing code (TanStack Virtual) downloads once a list passes 100 rows, not
  // with the page (issue 35).
  // -10.9: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Resources: 140.6,
  // -3.3: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -9.5: confirmation dialogs download Radix's dialog when idle or first reached for
  // (confirm-dialog-open.tsx, issue 35).
  // -4.8: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.0: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  Gallery: 133.2,
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.9: the All view (issue 37, decision 038 amended): the kinds' groups with their counts,
  // and the query's words marked in titles.
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.1: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.8: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'Search results': 127.8,
  // The profile's and the account forms' checks (zod, ~25 KB) download apart from the page
  // (useMutationForm's `schema` loader, issue 35).
  // -3.5: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -9.5: confirmation dialogs download Radix's dialog when idle or first reached for
  // (confirm-dialog-open.tsx, issue 35).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -5.7: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection they
  // bring) download once the page has painted, or at the first toast (decision 070).
  // -8.2: the browser's own radios instead of Radix's radio group and its roving focus
  // (decision 070).
  'Edit profile': 149.1,
  // The profile's and the account forms' checks (zod, ~25 KB) download apart from the page
  // (useMutationForm's `schema` loader, issue 35).
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -9.9: confirmation dialogs download Radix's dialog when idle or first reached for
  // (confirm-dialog-open.tsx, issue 35).
  // +0.1 (under 0.1 in bytes): useTriggerFocus, which the confirmation dialog's trigger
  // shares with the earlier versions' mark (lazy-dialog-parts.tsx).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -9.8: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection they
  // bring) download once the page has painted, or at the first toast (decision 070).
  'Account settings': 143.7,
  // −26 KB: the preferences' checks (zod) download apart from the page (issue 35).
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -5.8: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection they
  // bring) download once the page has painted, or at the first toast (decision 070).
  // -8.2: the browser's own radios instead of Radix's radio group and its roving focus
  // (decision 070).
  'E-mail notifications': 141.6,
  // −16 KB: the addresses' checks (zod) download apart from the page (issue 35, decision 066).
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -9.8: confirmation dialogs download Radix's dialog when idle or first reached for
  // (confirm-dialog-open.tsx, issue 35).
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.0: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  'Invite people': 141.3,
  // Issue 36's console sections (About page, branding, application questions, invite links)
  // load with their tab; the page carries their loaders and the invite form's note (+0.9 KB).
  // +0.1: following (issue 37, decision 062): two more notification types (labels, headlines).
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // +0.2: a time zone per event (issue 37): the event contract checks a chosen zone with the
  // community contract's zone rules, and answers carry an event's own zone.
  // +0.6: forms can download their checks apart (lazy-resolver.ts, issue 35); this page's
  // forms do not yet, so it carries that code beside zod. +0.4: the invite form's address
  // checks are a chunk of their own (the Invite people page leaves zod out; issue 35).
  // -3.5: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // -97.6: each tab's section downloads when its tab opens, the Members tab (counted here as
  // the route's `firstPaint`) without its row menu and dialogs until an admin reaches for
  // them (issue 35).
  // +0.3: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -5.8: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection they
  // bring) download once the page has painted, or at the first toast (decision 070).
  Admin: 140.1,
  // Its content from the server since decision 049: the loading and failure states, and
  // leaders linking to their profiles (+0.8 KB).
  // +0.1: bookmarks (issue 37): the Saved page's entry in the route table and its loader.
  // -3.6: the member pages' loaders travel in the frame's chunk (issue 35, decision 068).
  // +0.2: Radix's dialog left the pages' first load (confirm-dialog-open.tsx, issue 35); the
  // frame's shared chunk now splits in two, and the entry carries useIdlePreload.
  // -4.9: cn() merges classes with a table of the utilities the client writes, not
  // tailwind-merge's whole one (decision 069).
  // -11.1: Radix's toasts (viewport, timers, swipe; the dismissable layer and collection
  // they bring) download once the page has painted, or at the first toast (decision 070).
  About: 118.6,
};

/** Issue 35's goals for every route, which the ceilings move down to. */
export const JS_GOALS_KB = { landing: 100, member: 150 };
