import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { AppError } from './app-error.ts';
import { isNoRoomToWrite, nodeStorageFs, type StorageFs } from './storage.ts';

/** A file sent with a mail, its content as text (an invitation's `.ics`). */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };
export type Mailer = { send: (mail: Mail) => Promise<void>; kind: 'smtp' | 'outbox' };

/**
 * Over SMTP_URL when set; otherwise every mail is written as an .eml file under DATA_DIR/outbox (its path is
 * logged, never its links), so a fresh install can verify accounts without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** The outbox's file calls: Node's, or in a test calls that fail as a full disk does. */
  fs?: Pick<StorageFs, 'mkdir' | 'writeFile'>;
}): Mailer {
  const { smtpUrl, from, dataDir, log, fs = nodeStorageFs } = options;
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
        // The mails hold sign-in links: readable by the server's user only, and their links never logged.
        await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
        const file = join(outbox, name);
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
        log.info({ file }, 'mail written to outbox');
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'writing mail failed');
        // A full disk is the server's storage, as for every other write (507), not a mail server that failed.
        throw new AppError(isNoRoomToWrite(error) ? 'INSUFFICIENT_STORAGE' : 'MAIL_FAILED');
      }
    },
  };
}
