import { escapeHtml } from '@hirelane/contract/html';
import type { MailMessage } from './mailer.ts';

/** A list of links: each line of text points to its address. */
export type MailLinks = { links: { text: string; href: string }[] };

export type MailContent = {
  subject: string;
  /** Paragraphs of plain text and lists of links; the html part is made from the same words. */
  paragraphs: (string | MailLinks)[];
  /** A short value to show big, such as a one-time code. */
  highlight?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

const textOf = (block: string | MailLinks): string =>
  typeof block === 'string' ? block : block.links.map((link) => `- ${link.text}\n  ${link.href}`).join('\n');

const htmlOf = (block: string | MailLinks, highlight: string | undefined): string => {
  if (typeof block !== 'string') {
    const items = block.links.map(
      (link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`,
    );
    return `<ul>${items.join('')}</ul>`;
  }
  return block === highlight
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(block)}</p>`
    : `<p>${escapeHtml(block)}</p>`;
};

/** Turns one content into the plain-text and html parts of a mail, so both always say the same. */
export const composeMail = (to: string, content: MailContent): MailMessage => {
  const blocks = content.highlight
    ? [content.paragraphs[0] ?? '', content.highlight, ...content.paragraphs.slice(1)]
    : content.paragraphs;
  const html = blocks.map((block) => htmlOf(block, content.highlight)).join('\n');
  return {
    to,
    subject: content.subject,
    text: `${blocks.map(textOf).join('\n\n')}\n\n— Hirelane\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}<p>— Hirelane</p></body></html>`,
    ...(content.headers ? { headers: content.headers } : {}),
  };
};
