import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { AppError } from './app-error.ts';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; kind: 'smtp' | 'outbox' };

/**
 * Over SMTP_URL when set; otherwise every mail is written as an .eml file under DATA_DIR/outbox and its links
 * logged, so a fresh install can verify accounts without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, dataDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        try {
          await transport.sendMail({ from, ...mail });
        } catch (error) {
          log.error({ err: error, to: mail.to }, 'sending mail failed');
          throw new AppError('MAIL_FAILED');
        }
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(mail) {
      try {
        const info = await transport.sendMail({ from, ...mail });
        await mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
        await writeFile(join(outbox, name), info.message as Buffer);
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        log.info({ to: mail.to, subject: mail.subject, file: name, links }, 'mail written to outbox');
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'writing mail failed');
        throw new AppError('MAIL_FAILED');
      }
    },
  };
}
