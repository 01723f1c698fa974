import { renderToStaticMarkup } from 'react-dom/server';
import type { MailContent } from './templates/messages';
import { oneLine } from './templates/one-line';

/** A message ready for the outbox: subject, HTML document and plain text. */
export interface RenderedMail {
  template: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** React escapes every value it renders, so a member's name can never become markup. */
export const renderMail = (mail: MailContent): RenderedMail => ({
  template: mail.template,
  // A subject is one header line, whatever a template put in it.
  subject: oneLine(mail.subject),
  html: `<!DOCTYPE html>${renderToStaticMarkup(mail.html)}`,
  text: mail.text,
  ...(mail.headers ? { headers: mail.headers } : {}),
});
