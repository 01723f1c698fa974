import type { ReactNode } from 'react';
import { ActionButton, type Brand, Layout, P, textFooter } from './layout';
import type { MailContent } from './messages';

/** Where a notification mail's links go; the unsubscribe ones carry a signed token. */
export interface NotificationMailLinks {
  /** `/settings/notifications` on the site. */
  preferences: string;
  /** The page that says what will be turned off and asks to confirm (`/unsubscribe#token=…`). */
  unsubscribePage: string;
  /** The address mail providers POST to for one-click unsubscribe (RFC 8058). */
  unsubscribeApi: string;
}

const MUTED = '#52525b';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** RFC 8058: the provider's own "Unsubscribe" button posts to this address, no page opened. */
const unsubscribeHeaders = (links: NotificationMailLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribeApi}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Why this mail came, and the two ways to get less of it. */
function Footnote({ why, links }: { why: string; links: NotificationMailLinks }) {
  return (
    <p style={{ margin: '24px 0 0', color: MUTED, fontSize: 12, lineHeight: '18px' }}>
      {why}{' '}
      <a href={links.preferences} style={{ color: MUTED }}>
        Choose which e-mails you get
      </a>{' '}
      ·{' '}
      <a href={links.unsubscribePage} style={{ color: MUTED }}>
        Unsubscribe
      </a>
    </p>
  );
}

const textFootnote = (why: string, links: NotificationMailLinks) =>
  `\n\n${why}\nChoose which e-mails you get: ${links.preferences}\nUnsubscribe: ${links.unsubscribePage}`;

const Quote = ({ children }: { children: ReactNode }) => (
  <p
    style={{
      margin: '0 0 16px',
      padding: '8px 12px',
      borderLeft: '3px solid #d4af37',
      color: '#3f3f46',
    }}
  >
    {children}
  </p>
);

/** One notification, sent at once: what happened, the words if any, a button to open it. */
export function notificationMail(
  brand: Brand,
  p: {
    headline: string;
    excerpt: string | null;
    link: string;
    /** "Direct messages", "Mentions of me": what the member may turn off. */
    typeLabel: string;
    links: NotificationMailLinks;
  },
): MailContent {
  const why = `You get this e-mail at once for: ${p.typeLabel}.`;
  return {
    template: 'notification',
    // The outbox keeps 300 characters of subject; a title may be nearly that long alone.
    subject: clip(p.headline, 200),
    headers: unsubscribeHeaders(p.links),
    html: (
      <Layout brand={brand} preview={p.excerpt ?? p.headline}>
        <P>{p.headline}</P>
        {p.excerpt ? <Quote>{p.excerpt}</Quote> : null}
        <ActionButton href={p.link}>Open it on {brand.communityName}</ActionButton>
        <Footnote why={why} links={p.links} />
      </Layout>
    ),
    text:
      `${p.headline}\n\n` +
      (p.excerpt ? `“${p.excerpt}”\n\n` : '') +
      `Open it: ${p.link}` +
      textFootnote(why, p.links) +
      textFooter(brand),
  };
}

export interface DigestEntry {
  headline: string;
  excerpt: string | null;
  link: string;
}

/** Several notifications of one type, newest first. */
export interface DigestGroup {
  label: string;
  entries: DigestEntry[];
}

/** The daily or weekly digest: what is still unread, grouped by type, with a count of the rest. */
export function digestMail(
  brand: Brand,
  p: {
    frequency: 'daily' | 'weekly';
    groups: DigestGroup[];
    /** Entries beyond those listed ("and 12 more"). */
    more: number;
    /** The notifications page. */
    allLink: string;
    links: NotificationMailLinks;
  },
): MailContent {
  const total = p.groups.reduce((n, g) => n + g.entries.length, 0) + p.more;
  const what = total === 1 ? '1 notification' : `${total} notifications`;
  const subject = `Your ${p.frequency} digest from ${brand.communityName}: ${what}`;
  const intro = `Here is what you have not read yet on ${brand.communityName}.`;
  const more = p.more > 0 ? `And ${p.more} more.` : null;
  const why = `You get this ${p.frequency} digest for the types you chose to get in a digest.`;
  return {
    template: 'digest',
    subject,
    headers: unsubscribeHeaders(p.links),
    html: (
      <Layout brand={brand} preview={what}>
        <P>{intro}</P>
        {p.groups.map((group) => (
          <div key={group.label}>
            <h2 style={{ margin: '16px 0 8px', fontSize: 16 }}>{group.label}</h2>
            <ul style={{ margin: '0 0 16px', paddingLeft: 20 }}>
              {group.entries.map((entry) => (
                <li key={entry.link + entry.headline} style={{ margin: '0 0 8px' }}>
                  <a href={entry.link} style={{ color: '#0b0b0b' }}>
                    {entry.headline}
                  </a>
                  {entry.excerpt ? (
                    <div style={{ color: MUTED, fontSize: 13 }}>{entry.excerpt}</div>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {more ? <P>{more}</P> : null}
        <ActionButton href={p.allLink}>See all notifications</ActionButton>
        <Footnote why={why} links={p.links} />
      </Layout>
    ),
    text:
      `${intro}\n\n` +
      p.groups
        .map(
          (group) =>
            `${group.label}\n` +
            group.entries
              .map((e) => `- ${e.headline}\n  ${e.link}${e.excerpt ? `\n  “${e.excerpt}”` : ''}`)
              .join('\n'),
        )
        .join('\n\n') +
      (more ? `\n\n${more}` : '') +
      `\n\nSee all notifications: ${p.allLink}` +
      textFootnote(why, p.links) +
      textFooter(brand),
  };
}
