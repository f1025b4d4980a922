import type { Language } from '@hirelane/contract/constants';
import type { MailContent } from '../../platform/mail/layout.ts';

type Invitation = { requesterName: string; endorserName: string; message: string; link: string };

/** The words of every endorsement mail, in both languages. */
export const endorsementMails = {
  invitation: (locale: Language, d: Invitation, isReminder = false): MailContent =>
    locale === 'no'
      ? {
          subject: `${isReminder ? 'Påminnelse: ' : ''}${d.requesterName} ber deg om en anbefaling`,
          paragraphs: [
            `Hei ${d.endorserName}! ${d.requesterName} søker jobb og vil gjerne ha noen ord fra deg på CV-en sin i Hirelane.`,
            ...(d.message ? [`Hilsen fra ${d.requesterName}: «${d.message}»`] : []),
            `Skriv anbefalingen eller takk nei her: ${d.link}`,
            'Du trenger ingen konto. Lenken er personlig – ikke del den.',
          ],
        }
      : {
          subject: `${isReminder ? 'Reminder: ' : ''}${d.requesterName} asks you for an endorsement`,
          paragraphs: [
            `Hi ${d.endorserName}! ${d.requesterName} is looking for work and would value a few words from you on their Hirelane CV.`,
            ...(d.message ? [`A note from ${d.requesterName}: “${d.message}”`] : []),
            `Write the endorsement or decline here: ${d.link}`,
            'You do not need an account. The link is personal – please do not share it.',
          ],
        },

  answered: (
    locale: Language,
    d: { endorserName: string; accepted: boolean; cvLink: string },
  ): MailContent =>
    locale === 'no'
      ? d.accepted
        ? {
            subject: `${d.endorserName} har skrevet en anbefaling til deg`,
            paragraphs: [
              `Gode nyheter! ${d.endorserName} har skrevet en anbefaling. Se den på CV-en din: ${d.cvLink}`,
            ],
          }
        : {
            subject: `${d.endorserName} takket nei til anbefalingen`,
            paragraphs: [
              `${d.endorserName} har takket nei til å skrive en anbefaling denne gangen. Du kan spørre noen andre: ${d.cvLink}`,
            ],
          }
      : d.accepted
        ? {
            subject: `${d.endorserName} wrote you an endorsement`,
            paragraphs: [`Good news! ${d.endorserName} wrote an endorsement. See it on your CV: ${d.cvLink}`],
          }
        : {
            subject: `${d.endorserName} declined your endorsement request`,
            paragraphs: [
              `${d.endorserName} declined to write an endorsement this time. You can ask someone else: ${d.cvLink}`,
            ],
          },
};
