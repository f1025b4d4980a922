import type { Language } from '@hirelane/contract/constants';
import { textsFor } from '../../platform/i18n/texts.ts';
import type { MailContent } from '../../platform/mail/layout.ts';

type Invitation = { requesterName: string; endorserName: string; message: string; link: string };

/** Every endorsement mail, in the recipient's language (the words live in the server's catalog). */
export const endorsementMails = {
  invitation: (locale: Language, d: Invitation, isReminder = false): MailContent =>
    textsFor(locale).mail.endorsements.invitation(d, isReminder),

  answered: (
    locale: Language,
    { accepted, ...d }: { endorserName: string; accepted: boolean; cvLink: string },
  ): MailContent => {
    const mails = textsFor(locale).mail.endorsements;
    return accepted ? mails.accepted(d) : mails.declined(d);
  },
};
