/**
 * Text a member typed (a name, the community's name), made safe to put in a message: line
 * breaks and other control characters become spaces, so a stored name cannot add lines
 * to a subject or a text part (a fake link, a fake signature). The forms refuse such names
 * now (shared/contracts/fields.ts); this covers names saved before, and names a provider sent.
 */
export const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** As `oneLine`, for a part that may be missing. */
export const oneLineOrNull = (text: string | null | undefined) => {
  const line = text == null ? '' : oneLine(text);
  return line || null;
};
