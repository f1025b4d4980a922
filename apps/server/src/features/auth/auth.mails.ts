import type { Language } from '@hirelane/contract/constants';
import { textsFor } from '../../platform/i18n/texts.ts';
import type { MailContent } from '../../platform/mail/layout.ts';

type Named = { firstName: string };

/** Every account mail, in the recipient's language (the words live in the server's catalog). */
export const authMails = {
  verificationCode: (locale: Language, data: Named & { code: string }): MailContent =>
    textsFor(locale).mail.auth.verificationCode(data),
  registrationAttempt: (locale: Language, data: Named & { loginUrl: string }): MailContent =>
    textsFor(locale).mail.auth.registrationAttempt(data),
  passwordResetCode: (locale: Language, data: Named & { code: string }): MailContent =>
    textsFor(locale).mail.auth.passwordResetCode(data),
  passwordChanged: (locale: Language, data: Named & { loginUrl: string }): MailContent =>
    textsFor(locale).mail.auth.passwordChanged(data),
  accountDeleted: (locale: Language, data: Named): MailContent =>
    textsFor(locale).mail.auth.accountDeleted(data),
};
