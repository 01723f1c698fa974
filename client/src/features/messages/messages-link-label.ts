/** 'Messages', or 'Messages, 2 unread': the envelope's accessible name. */
export function messagesLinkLabel(count: number): string {
  return count > 0 ? `Messages, ${count} unread` : 'Messages';
}
