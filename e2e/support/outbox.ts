import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './env.ts';

/** The files of the mails the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), newest first. */
export function outboxFiles(): string[] {
  const dir = join(e2eDataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .reverse()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/** Mails the server wrote to DATA_DIR/outbox, newest first, as raw text. */
export function outboxMails(): string[] {
  return outboxFiles().map((file) => readFileSync(file, 'utf8'));
}

/** The first link to PUBLIC_URL in the newest mail sent to `to` (quoted-printable soft breaks undone). */
export function lastLinkTo(to: string, pathPart: string): string | undefined {
  for (const raw of outboxMails()) {
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart}[^\\s"<>]*`));
    if (match) return match[0];
  }
  return undefined;
}
