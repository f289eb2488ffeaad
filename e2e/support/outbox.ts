import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './env.ts';

/** Mails the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), newest first, as raw text. */
export function outboxMails(): string[] {
  const dir = join(e2eDataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort().reverse();
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(dir, name), 'utf8'));
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
