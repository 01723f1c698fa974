import type { ThreadHead } from '@shared/contracts/messages';
import { displayName, type PersonLike } from '@/lib/names';

/** Who is in a conversation and what it is called: what inbox rows and thread heads share. */
export type ConversationPeople = Pick<ThreadHead, 'name' | 'isGroup' | 'members' | 'otherMember'>;

/** A group everyone else has left (issue 37): the one member still in it reads this. */
export const NO_ONE_ELSE = 'No one else is here';

/** A member as a group's list names them: the first name, else their whole display name. */
export function shortName(member: PersonLike): string {
  return (!member.former && member.firstName?.trim()) || displayName(member);
}

/** Names the way people say them: "Ada", "Ada and Ben", "Ada, Ben and Cy". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * An unnamed group's members by first name: up to three of them ("Ada, Ben and Cy"), and
 * past three "Ada, Ben and 2 others" (a row has one line for it).
 */
export function firstNames(members: readonly PersonLike[]): string {
  const names = members.map(shortName);
  if (names.length <= 3) return joinNames(names);
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
}

/**
 * What a conversation is called on screen: a group's name, else its members' first names
 * (or that no one else is left); a two-person conversation, the other member's name, as
 * before groups ('Former member' once their account is gone).
 */
export function conversationTitle(people: ConversationPeople): string {
  if (people.isGroup) {
    return people.name?.trim() || firstNames(people.members) || NO_ONE_ELSE;
  }
  return displayName(people.otherMember ?? { former: true });
}

/**
 * The conversation for screen readers, where a link or region names it: "Conversation with
 * Ada Lovelace" as before groups; a group says it is one.
 */
export function conversationLabel(people: ConversationPeople): string {
  if (!people.isGroup) return `Conversation with ${conversationTitle(people)}`;
  if (people.members.length === 0) return `Group conversation: ${NO_ONE_ELSE}`;
  const name = people.name?.trim();
  return name
    ? `Group conversation ${name}, with ${firstNames(people.members)}`
    : `Group conversation with ${firstNames(people.members)}`;
}

/** "4 members": everyone in the conversation, the viewer included. */
export function memberCountText(people: Pick<ConversationPeople, 'members'>): string {
  const count = people.members.length + 1;
  return count === 1 ? '1 member' : `${count} members`;
}
