import type { Language } from '@hirelane/contract/constants';
import { textsFor } from '../../platform/i18n/texts.ts';
import type { MailContent } from '../../platform/mail/layout.ts';
import type { Digest } from './digest.ts';

/** Where the digest's links lead: each job on the board, the settings, the one-click way out. */
export type DigestLinks = { job: (jobId: string) => string; settings: string; unsubscribe: string };

/**
 * The day's digest, in the user's language: interviews first, then quiet applications, each
 * linking to its job; the way to the settings and out (also as List-Unsubscribe, one click per
 * RFC 8058, for mail apps that show their own button).
 */
export const digestMail = (
  language: Language,
  firstName: string,
  digest: Digest,
  links: DigestLinks & { oneClickUnsubscribe: string },
): MailContent => {
  const words = textsFor(language).mail.reminders;
  const count = digest.interviews.length + digest.stale.length;
  /** A titled list of jobs, left out when empty. */
  const section = (title: string, lines: { jobId: string; text: string }[]): MailContent['paragraphs'] =>
    lines.length === 0
      ? []
      : [title, { links: lines.map(({ jobId, text }) => ({ text, href: links.job(jobId) })) }];
  return {
    subject: words.subject(count),
    paragraphs: [
      words.greeting(firstName),
      ...section(
        words.interviews,
        digest.interviews.map(({ job, time }) => ({
          jobId: job.jobId,
          text: words.interview(job.position, job.company, time),
        })),
      ),
      ...section(
        words.stale,
        digest.stale.map(({ job, days }) => ({
          jobId: job.jobId,
          text: words.quiet(job.position, job.company, days),
        })),
      ),
      words.settings(links.settings),
      words.unsubscribe(links.unsubscribe),
    ],
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
};
