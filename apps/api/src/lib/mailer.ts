import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { nodeStorageFs, type StorageFs } from './storage.ts';

/** A file sent with a mail, its content as text (an invitation's `.ics`). */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };
/** Hands one mail on; resolves once the mail server accepted it (or its .eml file is written), rejects otherwise. */
export type Mailer = { send: (mail: Mail) => Promise<void>; kind: 'smtp' | 'outbox' };

/** A mail server that stops answering fails the attempt within a minute or two; the outbox tries again later. */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Over SMTP_URL when set; otherwise every mail is written as an .eml file under DATA_DIR/outbox (its path is
 * logged, never its links), so a fresh install can verify accounts without a mail server. Only the mail outbox
 * (mail-outbox.ts) calls it, and keeps a failure to try again.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** The outbox directory's file calls: Node's, the durable store's, or in a test calls that fail as a full disk does. */
  fs?: Pick<StorageFs, 'mkdir' | 'writeFile'>;
}): Mailer {
  const { smtpUrl, from, dataDir, log, fs = nodeStorageFs } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      // The mails hold sign-in links: readable by the server's user only, and their links never logged.
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = join(outbox, name);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file }, 'mail written to outbox');
    },
  };
}
