import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string; log: FastifyBaseLogger };

/** SMTP when SMTP_URL is set; otherwise each mail is written to the outbox as .eml and logged. */
export const createMailer = ({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail written to outbox',
      );
    },
  };
};
