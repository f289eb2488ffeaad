import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { outboxFiles } from './outbox.ts';

export type ReadMail = {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string | null; contentType: string; content: string }[];
};

/**
 * Reads a mail file as a mail program does, with Python's standard `email` package (Debian's own Python, as the
 * API's mail tests): the recipient, the subject decoded, the plain text, and every attachment (an invitation's
 * `text/calendar` part included, whether attached or inline) decoded to text.
 */
export function readMail(file: string): ReadMail {
  const script = `
import email, email.policy, json, sys
message = email.message_from_binary_file(open(sys.argv[1], 'rb'), policy=email.policy.default)
body = message.get_body(('plain',))
parts = [part for part in message.walk() if not part.is_multipart() and part is not body and part.get_content_type() not in ('text/html',)]
print(json.dumps({
  'to': str(message['to']),
  'subject': str(message['subject']),
  'text': body.get_content() if body else '',
  'attachments': [{
    'filename': part.get_filename(),
    'contentType': part.get_content_type(),
    'content': part.get_payload(decode=True).decode(part.get_content_charset() or 'utf-8'),
  } for part in parts],
}))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
}

/** The newest mail to `to` whose raw text passes `test`, read as a mail program reads it; undefined while none is. */
export function newestMailTo(to: string, test: (raw: string) => boolean): ReadMail | undefined {
  for (const file of outboxFiles()) {
    const raw = readFileSync(file, 'utf8');
    if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`) && test(raw)) return readMail(file);
  }
  return undefined;
}

/**
 * The events of an iCalendar text (RFC 5545) as a calendar reads them: folded lines unfolded, each property by name
 * with its parameters dropped and its escapes undone.
 */
export function calendarEvents(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const events: Record<string, string>[] = [];
  let event: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT' && event) {
      events.push(event);
      event = null;
    } else if (event) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).split(';')[0]!.toUpperCase();
      event[name] = line
        .slice(colon + 1)
        .replace(/\\n/gi, '\n')
        .replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}
