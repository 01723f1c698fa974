/**
 * History state set by whatever opens a thread it just created (Start Discussion): the
 * thread's title takes the focus, so a keyboard or screen-reader member lands on the new
 * thread rather than at the top of a page whose dialog and button have gone. Its own
 * module so the list page does not load the detail page to name it.
 */
export const FOCUS_TITLE = 'focusDiscussionTitle';
