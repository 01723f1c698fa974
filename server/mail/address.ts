import addressparser from 'nodemailer/lib/addressparser';

/** One mailbox (`Name <a@b.example>` or `a@b.example`), or null when the text is not exactly one. */
export function parseMailbox(text: string): { name: string; address: string } | null {
  const parsed = addressparser(text, { flatten: true });
  const [only] = parsed;
  if (
    parsed.length !== 1 ||
    !only ||
    !/^[^@\s]+@[^@\s]+\.[^@\s]+$|^[^@\s]+@localhost$/.test(only.address)
  ) {
    return null;
  }
  return { name: only.name, address: only.address };
}
