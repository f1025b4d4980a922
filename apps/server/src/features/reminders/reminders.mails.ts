import type { Language } from '@hirelane/contract/constants';
import type { MailContent } from '../../platform/mail/layout.ts';
import type { Digest } from './digest.ts';

/** Where the digest's links lead: each job on the board, the settings, the one-click way out. */
export type DigestLinks = { job: (jobId: string) => string; settings: string; unsubscribe: string };

const WORDS = {
  en: {
    subject: (count: number) => `Hirelane: ${count === 1 ? '1 reminder' : `${count} reminders`} for today`,
    greeting: (name: string) => `Hi ${name}, here is what needs you on your job board.`,
    interviews: 'Interviews tomorrow:',
    interview: (position: string, company: string, time: string) =>
      `${position} at ${company}, tomorrow at ${time}`,
    stale: 'No news for a while — time to follow up?',
    quiet: (position: string, company: string, days: number) =>
      `${position} at ${company}: no change for ${days} days`,
    settings: (link: string) => `Choose what you are reminded of: ${link}`,
    unsubscribe: (link: string) => `No more reminder e-mails: ${link}`,
  },
  no: {
    subject: (count: number) => `Hirelane: ${count === 1 ? '1 påminnelse' : `${count} påminnelser`} i dag`,
    greeting: (name: string) => `Hei ${name}, dette trenger deg på jobbtavla di.`,
    interviews: 'Intervjuer i morgen:',
    interview: (position: string, company: string, time: string) =>
      `${position} hos ${company}, i morgen kl. ${time}`,
    stale: 'Lenge siden sist — på tide å følge opp?',
    quiet: (position: string, company: string, days: number) =>
      `${position} hos ${company}: ingen endring på ${days} dager`,
    settings: (link: string) => `Velg hva du vil bli påminnet om: ${link}`,
    unsubscribe: (link: string) => `Ingen flere påminnelser på e-post: ${link}`,
  },
} as const;

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
  const words = WORDS[language];
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
