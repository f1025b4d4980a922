import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type MailContent = {
  subject: string;
  /** Paragraphs of plain text; the html part is made from the same words. */
  paragraphs: string[];
  /** A short value to show big, such as a one-time code. */
  highlight?: string;
};

/** Turns one content into the plain-text and html parts of a mail, so both always say the same. */
export const composeMail = (to: string, content: MailContent): MailMessage => {
  const blocks = content.highlight
    ? [content.paragraphs[0] ?? '', content.highlight, ...content.paragraphs.slice(1)]
    : content.paragraphs;
  const html = blocks
    .map((block) =>
      block === content.highlight
        ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(block)}</p>`
        : `<p>${escapeHtml(block)}</p>`,
    )
    .join('\n');
  return {
    to,
    subject: content.subject,
    text: `${blocks.join('\n\n')}\n\n— Hirelane\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}<p>— Hirelane</p></body></html>`,
  };
};
