import type { ReactElement } from 'react';
import { ActionButton, type Brand, greeting, Layout, P, textFooter } from './layout';

/** A message before rendering: the template that made it, a subject, the HTML as a component, the text part. */
export interface MailContent {
  template: string;
  subject: string;
  html: ReactElement;
  text: string;
  /** Extra header lines (`List-Unsubscribe` on notification mail); most messages have none. */
  headers?: Record<string, string>;
}

export const RESET_LINK_HOURS = 1;

/** Forgot password: a single-use link, valid for an hour. */
export function passwordResetMail(
  brand: Brand,
  p: { firstName: string | null; link: string },
): MailContent {
  const subject = `Reset your ${brand.communityName} password`;
  const preview = `Choose a new password within ${RESET_LINK_HOURS} hour.`;
  return {
    template: 'password-reset',
    subject,
    html: (
      <Layout brand={brand} preview={preview}>
        <P>{greeting(p.firstName)}</P>
        <P>
          Someone asked to reset the password of your {brand.communityName} account. To choose a new
          one, open this link within {RESET_LINK_HOURS} hour:
        </P>
        <ActionButton href={p.link}>Choose a new password</ActionButton>
        <P>The link works once. Setting a new password signs you out on every other device.</P>
        <P>If you did not ask for this, ignore this e-mail: your password stays as it is.</P>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\nSomeone asked to reset the password of your ${brand.communityName} account. ` +
      `To choose a new one, open this link within ${RESET_LINK_HOURS} hour:\n\n${p.link}\n\n` +
      'The link works once. Setting a new password signs you out on every other device.\n\n' +
      'If you did not ask for this, ignore this e-mail: your password stays as it is.' +
      textFooter(brand),
  };
}

/** After any password change: the owner learns of it, whoever made it. */
export function passwordChangedMail(
  brand: Brand,
  p: { firstName: string | null; resetLink: string },
): MailContent {
  const subject = `Your ${brand.communityName} password was changed`;
  return {
    template: 'password-changed',
    subject,
    html: (
      <Layout brand={brand} preview="Your password was just changed.">
        <P>{greeting(p.firstName)}</P>
        <P>
          The password of your {brand.communityName} account was just changed, and every other
          device was signed out.
        </P>
        <P>If this was you, there is nothing else to do. If it was not, reset your password now:</P>
        <ActionButton href={p.resetLink}>Reset my password</ActionButton>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\nThe password of your ${brand.communityName} account was just changed, and every other device was signed out.\n\n` +
      `If this was you, there is nothing else to do. If it was not, reset your password now:\n\n${p.resetLink}` +
      textFooter(brand),
  };
}

/** Sign-up with an address that already has an account: its owner is told, nobody else learns it. */
export function accountExistsMail(
  brand: Brand,
  p: { firstName: string | null; signInLink: string; resetLink: string },
): MailContent {
  const subject = `You already have a ${brand.communityName} account`;
  return {
    template: 'account-exists',
    subject,
    html: (
      <Layout brand={brand} preview="Someone tried to create an account with this address.">
        <P>{greeting(p.firstName)}</P>
        <P>
          Someone (perhaps you) tried to create a {brand.communityName} account with this address,
          but you already have one.
        </P>
        <P>
          You can <a href={p.signInLink}>sign in</a>, or if you forgot your password, reset it:
        </P>
        <ActionButton href={p.resetLink}>Reset my password</ActionButton>
        <P>If it was not you, ignore this e-mail: nothing has changed.</P>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\nSomeone (perhaps you) tried to create a ${brand.communityName} account with this address, but you already have one.\n\n` +
      `Sign in: ${p.signInLink}\nForgot your password? Reset it: ${p.resetLink}\n\n` +
      'If it was not you, ignore this e-mail: nothing has changed.' +
      textFooter(brand),
  };
}

export const VERIFY_LINK_HOURS = 48;

/** Sign-up (and a resend): prove the address is yours. */
export function verifyEmailMail(
  brand: Brand,
  p: { firstName: string | null; link: string },
): MailContent {
  const subject = `Confirm your e-mail address for ${brand.communityName}`;
  return {
    template: 'verify-email',
    subject,
    html: (
      <Layout brand={brand} preview="One click to confirm your address.">
        <P>{greeting(p.firstName)}</P>
        <P>Welcome to {brand.communityName}. Please confirm that this is your e-mail address:</P>
        <ActionButton href={p.link}>Confirm my address</ActionButton>
        <P>
          The link works for {VERIFY_LINK_HOURS} hours. If you did not create an account, ignore
          this e-mail.
        </P>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\nWelcome to ${brand.communityName}. Please confirm that this is your e-mail address:\n\n${p.link}\n\n` +
      `The link works for ${VERIFY_LINK_HOURS} hours. If you did not create an account, ignore this e-mail.` +
      textFooter(brand),
  };
}

/** Changing one's address: the new one proves it is theirs before the change takes effect. */
export function emailChangeMail(
  brand: Brand,
  p: { firstName: string | null; link: string },
): MailContent {
  const subject = `Confirm your new e-mail address for ${brand.communityName}`;
  return {
    template: 'email-change',
    subject,
    html: (
      <Layout brand={brand} preview="Confirm the change of your address.">
        <P>{greeting(p.firstName)}</P>
        <P>
          You asked to use this address for your {brand.communityName} account. It takes effect when
          you confirm it:
        </P>
        <ActionButton href={p.link}>Confirm my new address</ActionButton>
        <P>
          The link works for {VERIFY_LINK_HOURS} hours. If you did not ask for this, ignore this
          e-mail: nothing changes.
        </P>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\nYou asked to use this address for your ${brand.communityName} account. It takes effect when you confirm it:\n\n${p.link}\n\n` +
      `The link works for ${VERIFY_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.` +
      textFooter(brand),
  };
}

/** After the change: the old address learns where the account's mail now goes. */
export function emailChangedMail(
  brand: Brand,
  p: { firstName: string | null; newEmail: string; resetLink: string },
): MailContent {
  const subject = `Your ${brand.communityName} e-mail address was changed`;
  return {
    template: 'email-changed',
    subject,
    html: (
      <Layout brand={brand} preview="Your account now uses another address.">
        <P>{greeting(p.firstName)}</P>
        <P>
          Your {brand.communityName} account now uses the address {p.newEmail}. This address will no
          longer receive its e-mail.
        </P>
        <P>
          If you did not make this change, someone may have access to your account. Reset your
          password and write to the community's organisers:
        </P>
        <ActionButton href={p.resetLink}>Reset my password</ActionButton>
      </Layout>
    ),
    text:
      `${greeting(p.firstName)}\n\nYour ${brand.communityName} account now uses the address ${p.newEmail}. This address will no longer receive its e-mail.\n\n` +
      `If you did not make this change, someone may have access to your account. Reset your password and write to the community's organisers:\n\n${p.resetLink}` +
      textFooter(brand),
  };
}

/** `npm run mail:test` (and the admin console's test button later): proves delivery works. */
export function testMail(brand: Brand): MailContent {
  const subject = `Test message from ${brand.communityName}`;
  return {
    template: 'test',
    subject,
    html: (
      <Layout brand={brand} preview="Mail delivery works.">
        <P>This is a test message. If you can read it, {brand.communityName} can send e-mail.</P>
      </Layout>
    ),
    text:
      `This is a test message. If you can read it, ${brand.communityName} can send e-mail.` +
      textFooter(brand),
  };
}
