import { ActionButton, type Brand, greeting, Layout, P, textFooter } from './layout';
import type { MailContent } from './messages';
import { oneLine } from './one-line';

/** Characters of the inviter's name a stranger's inbox shows (two 100-character names fit). */
export const INVITER_NAME_MAX = 120;

/**
 * The inviter's name, the one text of a member's that reaches a stranger: one line (no
 * name can add a fake link or signature below it) and capped, so a subject stays a subject.
 */
const inviterLine = (name: string) => {
  const line = oneLine(name) || 'A member';
  return line.length > INVITER_NAME_MAX ? `${line.slice(0, INVITER_NAME_MAX - 1)}…` : line;
};

/** An invitation: who invites, to what, and how long the link works. */
export function invitationMail(
  brand: Brand,
  p: { inviterName: string; link: string; days: number; note?: string | null },
): MailContent {
  const inviterName = inviterLine(p.inviterName);
  const subject = `${inviterName} invited you to join ${brand.communityName}`;
  const line = `${inviterName} invited you to join ${brand.communityName}, the members-only community of the city's business leaders and entrepreneurs.`;
  const expiry = `The invitation is for you alone and works for ${p.days} days.`;
  const wrote = `${inviterName} wrote:`;
  // In the text part every line of the note is quoted, so none can pass for the mail's own.
  const quoted = p.note
    ? `${wrote}\n\n${p.note
        .split(/\r?\n/)
        .map((l) => `> ${l}`)
        .join('\n')}\n\n`
    : '';
  return {
    template: 'invitation',
    subject,
    html: (
      <Layout brand={brand} preview={`Accept within ${p.days} days.`}>
        <P>Hello,</P>
        <P>{line}</P>
        {p.note ? (
          <>
            <P>{wrote}</P>
            <blockquote
              style={{
                margin: '0 0 16px',
                padding: '8px 16px',
                borderLeft: '4px solid #d4af37',
                color: '#3f3f46',
                whiteSpace: 'pre-line',
              }}
            >
              {p.note}
            </blockquote>
          </>
        ) : null}
        <ActionButton href={p.link}>Accept the invitation</ActionButton>
        <P>{expiry}</P>
        <P>If you do not know {inviterName}, ignore this e-mail.</P>
      </Layout>
    ),
    text:
      `Hello,\n\n${line}\n\n${quoted}Accept the invitation:\n\n${p.link}\n\n${expiry}\n\n` +
      `If you do not know ${inviterName}, ignore this e-mail.` +
      textFooter(brand),
  };
}

/** An application approved: the applicant is a member from now on. */
export function applicationApprovedMail(
  brand: Brand,
  p: { firstName: string | null; link: string },
): MailContent {
  const subject = `Welcome to ${brand.communityName}`;
  const line = `Your application was approved: you are now a member of ${brand.communityName}.`;
  return {
    template: 'application-approved',
    subject,
    html: (
      <Layout brand={brand} preview="Your application was approved.">
        <P>{greeting(p.firstName)}</P>
        <P>{line}</P>
        <ActionButton href={p.link}>Open {brand.communityName}</ActionButton>
      </Layout>
    ),
    text: `${greeting(p.firstName)}\n\n${line}\n\n${p.link}${textFooter(brand)}`,
  };
}

/** An application declined, with the admins' words when they gave some. */
export function applicationDeclinedMail(
  brand: Brand,
  p: { firstName: string | null; message: string | null; reapplyDate: string },
): MailContent {
  const subject = `Your application to ${brand.communityName}`;
  const line = `Thank you for applying to ${brand.communityName}. The admins have declined your application.`;
  const again = `You may apply again from ${p.reapplyDate}.`;
  return {
    template: 'application-declined',
    subject,
    html: (
      <Layout brand={brand} preview="About your application.">
        <P>{greeting(p.firstName)}</P>
        <P>{line}</P>
        {p.message ? <P>Their message: “{p.message}”</P> : null}
        <P>{again}</P>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\n${line}\n\n` +
      (p.message ? `Their message: “${p.message}”\n\n` : '') +
      again +
      textFooter(brand),
  };
}
