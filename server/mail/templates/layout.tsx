import type { ReactNode } from 'react';
import { oneLineOrNull } from './one-line';

/** What every message carries of the community: its name and the site's address. */
export interface Brand {
  communityName: string;
  /** The site's public address without a trailing slash (server/lib/site-url.ts: PUBLIC_URL or localhost). */
  siteUrl: string;
  /**
   * The community's logo, an absolute address under the site's (decision 050); absent or
   * null: the name alone, as before logos.
   */
  logoUrl?: string | null;
}

// The site's palette (client/src/index.css): near-black band, gold accent, readable greys.
// Inline styles only: mail clients drop <style> blocks and ignore classes.
const INK = '#0b0b0b';
const GOLD = '#d4af37';
const MUTED = '#52525b';

/** The frame of every HTML message: the community's name on a dark band, the body, a footer. */
export function Layout({
  brand,
  preview,
  children,
}: {
  brand: Brand;
  preview: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{brand.communityName}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          backgroundColor: '#fafaf8',
          fontFamily: 'Arial, Helvetica, sans-serif',
        }}
      >
        {/* The inbox's one-line preview; hidden in the message itself. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: '#fafaf8' }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 560,
                    backgroundColor: '#ffffff',
                    border: '1px solid #e4e4df',
                    borderRadius: 8,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: INK,
                          color: GOLD,
                          padding: '16px 24px',
                          fontSize: 18,
                          fontWeight: 'bold',
                          borderRadius: '8px 8px 0 0',
                        }}
                      >
                        {brand.logoUrl ? (
                          <img
                            src={brand.logoUrl}
                            alt=""
                            height={40}
                            style={{
                              display: 'inline-block',
                              height: 40,
                              width: 'auto',
                              maxWidth: 160,
                              border: 0,
                              verticalAlign: 'middle',
                              marginRight: 12,
                            }}
                          />
                        ) : null}
                        {brand.communityName}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, color: INK, fontSize: 15, lineHeight: '22px' }}>
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: '16px 24px',
                          color: MUTED,
                          fontSize: 12,
                          lineHeight: '18px',
                          borderTop: '1px solid #e4e4df',
                        }}
                      >
                        You received this e-mail because of your account at{' '}
                        <a href={brand.siteUrl} style={{ color: MUTED }}>
                          {brand.communityName}
                        </a>
                        .
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** A paragraph of the body. */
export const P = ({ children }: { children: ReactNode }) => (
  <p style={{ margin: '0 0 16px' }}>{children}</p>
);

/** The one action of a message: a gold button with the address written out below it. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <p style={{ margin: '8px 0 16px' }}>
        <a
          href={href}
          style={{
            display: 'inline-block',
            backgroundColor: GOLD,
            color: INK,
            padding: '12px 20px',
            borderRadius: 6,
            fontWeight: 'bold',
            textDecoration: 'none',
          }}
        >
          {children}
        </a>
      </p>
      <p style={{ margin: '0 0 16px', color: MUTED, fontSize: 13, wordBreak: 'break-all' }}>
        Or open this address:{' '}
        <a href={href} style={{ color: MUTED }}>
          {href}
        </a>
      </p>
    </>
  );
}

/** The plain-text footer every text part ends with. */
export const textFooter = (brand: Brand) =>
  `\n\n--\nYou received this e-mail because of your account at ${brand.communityName}: ${brand.siteUrl}\n`;

/** "Hello Ada," — the stored first name on one line (a name from before the check may hold breaks). */
export const greeting = (name: string | null) => {
  const line = oneLineOrNull(name);
  return line ? `Hello ${line},` : 'Hello,';
};
