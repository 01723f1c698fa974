import type { Brand } from './layout';
import { applicationApprovedMail, applicationDeclinedMail, invitationMail } from './membership';
import {
  accountExistsMail,
  emailChangedMail,
  emailChangeMail,
  type MailContent,
  passwordChangedMail,
  passwordResetMail,
  testMail,
  verifyEmailMail,
} from './messages';
import { digestMail, notificationMail } from './notifications';

/**
 * Every template with sample values: what `npm run mail:preview` writes and the snapshot
 * tests hold. A new template is added here, or neither sees it.
 */
export function sampleMails(brand: Brand): MailContent[] {
  const link = (path: string) => `${brand.siteUrl}${path}`;
  const notificationLinks = {
    preferences: link('/settings/notifications'),
    unsubscribePage: link('/unsubscribe#token=SAMPLE'),
    unsubscribeApi: link('/api/notifications/unsubscribe?token=SAMPLE'),
  };
  return [
    passwordResetMail(brand, { firstName: 'Maya', link: link('/reset-password#token=SAMPLE') }),
    passwordChangedMail(brand, { firstName: 'Maya', resetLink: link('/forgot-password') }),
    accountExistsMail(brand, {
      firstName: 'Maya',
      signInLink: link('/sign-in'),
      resetLink: link('/forgot-password'),
    }),
    verifyEmailMail(brand, { firstName: 'Maya', link: link('/verify-email#token=SAMPLE') }),
    // A name with markup must arrive as text.
    verifyEmailMail(brand, { firstName: '<b>Eve</b> & "Co"', link: link('/verify-email#token=X') }),
    emailChangeMail(brand, { firstName: 'Maya', link: link('/verify-email#token=SAMPLE') }),
    emailChangedMail(brand, {
      firstName: 'Maya',
      newEmail: 'maya@newco.example',
      resetLink: link('/forgot-password'),
    }),
    testMail(brand),
    invitationMail(brand, {
      inviterName: 'Maya Patel',
      link: link('/join#invitation=SAMPLE'),
      days: 7,
    }),
    applicationApprovedMail(brand, { firstName: 'Maya', link: link('/') }),
    applicationDeclinedMail(brand, {
      firstName: 'Maya',
      message: 'We keep membership to founders and executives for now.',
      reapplyDate: 'December 25, 2026',
    }),
    applicationDeclinedMail(brand, {
      firstName: null,
      message: null,
      reapplyDate: 'December 25, 2026',
    }),
    notificationMail(brand, {
      headline: 'Maya Patel mentioned you in “Hiring a first sales lead”',
      excerpt: '@Sam Lee ran this search last spring — Sam, what would you do differently?',
      link: link('/discussions/42'),
      typeLabel: 'Mentions of me',
      links: notificationLinks,
    }),
    digestMail(brand, {
      frequency: 'daily',
      groups: [
        {
          label: 'Replies to my discussions',
          entries: [
            {
              headline: '3 new replies in “Hiring a first sales lead”',
              excerpt: 'We used a fractional VP for six months first.',
              link: link('/discussions/42'),
            },
          ],
        },
        {
          label: 'Members going to my events',
          entries: [
            {
              headline: 'Sam Lee is going to “Founders breakfast”',
              excerpt: null,
              link: link('/calendar?event=7'),
            },
          ],
        },
      ],
      more: 12,
      allLink: link('/notifications'),
      links: notificationLinks,
    }),
  ];
}
