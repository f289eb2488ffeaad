import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptySteps } from '@portal/shared/application-rules';
import { type Locale, locales } from '@portal/shared/locales';
import { programmeDateTime } from '@portal/shared/programme-time';
import type { FastifyBaseLogger } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/lib/i18n.ts';
import { createMailer, type Mail } from '../../src/lib/mailer.ts';
import {
  buildOfferMail,
  buildReminderMail,
  buildWithdrawalMail,
} from '../../src/modules/acceptance/acceptance.mail.ts';
import { buildAccountMail } from '../../src/modules/accounts/accounts.mail.ts';
import type { ApplicationRow } from '../../src/modules/applications/public.ts';
import { buildDecisionMail } from '../../src/modules/approbation/decision.mail.ts';
import {
  buildBookedMail,
  buildCancelledMail,
  buildReminderMail as buildInterviewReminder,
} from '../../src/modules/interviews/interviews.mail.ts';
import { buildPreselectedMail, buildRemovedMail } from '../../src/modules/preselection/preselection.mail.ts';
import { buildSubmissionReminder } from '../../src/modules/reminders/reminders.mail.ts';
import { buildReceipt } from '../../src/modules/submission/submission.mail.ts';

const publicUrl = 'https://portal.test';
const deadline = new Date('2026-12-10T22:59:00Z');
const interviewAt = new Date('2027-01-14T09:30:00Z');
type Person = Parameters<typeof buildReceipt>[0]['person'];
type Session = Parameters<typeof buildReceipt>[0]['session'];
type Place = Parameters<typeof buildOfferMail>[0]['acceptance'];

/** Every mail the portal writes, as a reader of `locale` receives it. */
function everyMail(locale: Locale): Record<string, Mail> {
  const person = { firstName: 'Aminatou', email: 'aminatou@example.org', locale } as Person;
  const session = { name: 'Bourses 2026–2027', endDate: deadline } as Session;
  const application = {
    id: 41,
    status: 'PENDING',
    submitted: true,
    eligible: true,
    universityStudent: true,
    resubmissionAllowed: false,
    rejectionReason: null,
    motivation: 'word '.repeat(120),
    steps: emptySteps(),
    submittedAt: new Date('2026-11-23T09:30:00Z'),
  } as unknown as ApplicationRow;
  const place = (values: Partial<Place> = {}) => ({
    person,
    session,
    publicUrl,
    acceptance: { id: 7, applicationId: 41, deadline, replacesId: null, withdrawalReason: null, ...values } as Place,
  });
  const decision = (values: Partial<ApplicationRow>) =>
    buildDecisionMail({ person, session, application: { ...application, ...values }, publicUrl })!;
  const account = (kind: Parameters<typeof buildAccountMail>[0]['kind']) =>
    buildAccountMail({
      kind,
      to: person.email,
      name: 'Aminatou',
      locale,
      link: `${publicUrl}/auth/x?token=t`,
      params: { newEmail: 'new@example.org' },
    });
  const shortlist = {
    person,
    session: { ...session, interviewWeight: 30 },
    applicationId: 41,
    contact: { email: 'committee@example.org', phone: '+237 600 00 00 00' },
    publicUrl,
  };
  const interview = {
    person: { ...person, lastName: 'Bello' },
    sessionName: session.name,
    applicationId: 41,
    version: 3,
    slot: { startsAt: interviewAt, minutes: 30, place: 'Dschang, salle B', videoUrl: 'https://meet.example.org/41' },
    contact: shortlist.contact,
    publicUrl,
  };
  return {
    interviewBooked: buildBookedMail({ ...interview, previous: null }),
    interviewMoved: buildBookedMail({ ...interview, previous: deadline }),
    interviewTimeCancelled: buildCancelledMail(interview),
    interviewReminder: buildInterviewReminder(interview),
    preselected: buildPreselectedMail(shortlist),
    preselectedWithoutWeight: buildPreselectedMail({ ...shortlist, session: { ...session, interviewWeight: 0 } }),
    notPreselected: buildRemovedMail({ ...shortlist, bookedAt: null }),
    interviewCancelled: buildRemovedMail({ ...shortlist, bookedAt: deadline }),
    approved: buildOfferMail(place()),
    offer: buildOfferMail(place({ replacesId: 3 })),
    reminder: buildReminderMail(place()),
    withdrawal: buildWithdrawalMail({
      ...place({ withdrawalReason: 'Documents falsifiés' }),
      contact: { email: 'committee@example.org', phone: '+237 600 00 00 00' },
    }),
    undecided: decision({}),
    notSubmitted: decision({ submitted: false, eligible: null }),
    notApproved: decision({ status: 'NOT_APPROVED' }),
    rejected: decision({ status: 'REJECTED', rejectionReason: 'Pièces illisibles', resubmissionAllowed: true }),
    receipt: buildReceipt({ person, session, application, publicUrl }),
    submissionReminder: buildSubmissionReminder({
      person,
      session,
      application: { ...application, submitted: false },
      publicUrl,
    }),
    verify: account('verify'),
    reset: account('reset'),
    changeEmail: account('changeEmail'),
    emailChangeNotice: account('emailChangeNotice'),
  };
}

/**
 * Reads a mail file as a mail program does, with Python's standard `email` package (Debian's own Python, as the
 * spreadsheet reader): the subject decoded, the plain text and HTML parts, and a calendar attached.
 */
function readMail(file: string): {
  subject: string;
  text: string;
  html: string;
  calendar: { type: string; method: string | null; content: string } | null;
} {
  const script = `
import email, email.policy, json, sys
message = email.message_from_binary_file(open(sys.argv[1], 'rb'), policy=email.policy.default)
calendar = next((part for part in message.walk() if part.get_content_type() == 'text/calendar'), None)
print(json.dumps({
  'subject': str(message['subject']),
  'text': message.get_body(('plain',)).get_content(),
  'html': message.get_body(('html',)).get_content(),
  'calendar': calendar and {
    'type': calendar.get_content_type(),
    'method': calendar.get_param('method'),
    'content': calendar.get_content(),
  },
}))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-mails-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(locales)('every mail, read in %s', (locale) => {
  const mails = everyMail(locale);
  const greeting = translate(locale, 'mail.greeting', { name: 'Aminatou' });
  const signature = translate(locale, 'mail.signature');

  it.each(Object.keys(mails))('%s: one layout, every word translated, every link also written out', (name) => {
    const mail = mails[name]!;
    expect(mail.to).toBe('aminatou@example.org');
    expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(mail.text.endsWith(`\n\n${signature}`)).toBe(true);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    for (const written of [mail.subject, mail.text]) {
      expect(written).not.toMatch(
        /\{\{|\bundefined\b|\bnull\b|\b(mail|decisions|acceptance|applications|accounts|preselection|interviews)\.[a-zA-Z]/,
      );
    }
    if (locale === 'fr') expect(mail.text).not.toContain("'");
    const links = mail.text.match(/https:\/\/portal\.test\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('tells a place with its deadline in Cameroon’s time, named, what follows without an answer, and the commitments', () => {
    const when = programmeDateTime(locale, deadline);
    for (const name of ['approved', 'offer', 'reminder']) {
      const { text } = mails[name]!;
      expect(text).toContain(when);
      expect(text).toContain(translate(locale, 'acceptance.obligations.transcripts'));
      expect(text).toContain(translate(locale, 'acceptance.obligations.hours', { hours: 100 }));
      expect(text).toContain(`${translate(locale, 'acceptance.mail.answer')}\n${publicUrl}/dashboard`);
    }
    expect(when).toMatch(
      { en: /December 10, 2026 at 11:59 PM/, fr: /10 décembre 2026 à 23:59/, it: /10 dicembre 2026 alle ore 23:59/ }[
        locale
      ],
    );
  });

  it('invites the preselected to choose a time on the dashboard, changeable until 24 hours before, and tells a cancelled interview in Cameroon’s time', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      translate(locale, `preselection.mail.${key}`, params);
    expect(mails.preselected!.text).toContain(t('invited.change', { hours: 24 }));
    expect(mails.preselected!.text).toContain(t('invited.missedWeighted'));
    expect(mails.preselectedWithoutWeight!.text).toContain(t('invited.missed'));
    for (const name of ['preselected', 'preselectedWithoutWeight']) {
      expect(mails[name]!.text).toContain(`${t('invited.action')}\n${publicUrl}/dashboard`);
      expect(mails[name]!.text).toContain('committee@example.org');
    }
    expect(mails.interviewCancelled!.text).toContain(
      t('removed.cancelled', { time: programmeDateTime(locale, deadline) }),
    );
    expect(mails.notPreselected!.text).not.toContain(programmeDateTime(locale, deadline));
    expect(mails.notPreselected!.text).toContain(`${publicUrl}/applications/41/view`);
  });

  it('reaches a mail program as it was written: subject, text and HTML, accents included', async () => {
    const dir = join(dataDir, locale);
    const mailer = createMailer({
      from: 'Portal <no-reply@portal.test>',
      dataDir: dir,
      log: { info: () => {} } as unknown as FastifyBaseLogger,
    });
    await mailer.send(mails.approved!);
    const [file] = readdirSync(join(dir, 'outbox'));
    const read = readMail(join(dir, 'outbox', file!));
    expect(read.subject).toBe(mails.approved!.subject);
    expect(read.text.trimEnd()).toBe(mails.approved!.text);
    expect(read.html.trimEnd()).toBe(mails.approved!.html);
  });

  it('tells an interview’s time in Cameroon’s time, named, where it is, and until when it may change', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      translate(locale, `interviews.mail.${key}`, params);
    const at = programmeDateTime(locale, interviewAt);
    for (const name of ['interviewBooked', 'interviewMoved', 'interviewTimeCancelled', 'interviewReminder'])
      expect(mails[name]!.text).toContain(at);
    expect(mails.interviewMoved!.text).toContain(programmeDateTime(locale, deadline));
    expect(mails.interviewBooked!.text).toContain(programmeDateTime(locale, new Date('2027-01-13T09:30:00Z')));
    expect(mails.interviewBooked!.text).toContain(t('where.place', { place: 'Dschang, salle B' }));
    expect(mails.interviewReminder!.text).toContain('https://meet.example.org/41');
    expect(at).toMatch(
      { en: /January 14, 2027 at 10:30 AM/, fr: /14 janvier 2027 à 10:30/, it: /14 gennaio 2027/ }[locale],
    );
    expect(mails.interviewReminder!.attachments).toBeUndefined();
  });

  it('reaches a mail program with its calendar invitation, which a calendar reads in UTC', async () => {
    const dir = join(dataDir, `${locale}-interview`);
    const mailer = createMailer({
      from: 'Portal <no-reply@portal.test>',
      dataDir: dir,
      log: { info: () => {} } as unknown as FastifyBaseLogger,
    });
    await mailer.send(mails.interviewMoved!);
    const [file] = readdirSync(join(dir, 'outbox'));
    const read = readMail(join(dir, 'outbox', file!));
    expect(read.subject).toBe(mails.interviewMoved!.subject);
    expect(read.calendar?.type).toBe('text/calendar');
    expect(read.calendar?.method).toBe('REQUEST');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(read.calendar!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(interviewAt.toISOString());
    expect(event.uid).toBe('interview-41@portal.test');
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe(translate(locale, 'interviews.mail.calendar.summary', { session: 'Bourses 2026–2027' }));
  });

  it('reaches a mail program as written: the preselection and its cancellation', async () => {
    for (const name of ['preselected', 'interviewCancelled']) {
      const dir = join(dataDir, `${locale}-${name}`);
      const mailer = createMailer({
        from: 'Portal <no-reply@portal.test>',
        dataDir: dir,
        log: { info: () => {} } as unknown as FastifyBaseLogger,
      });
      await mailer.send(mails[name]!);
      const [file] = readdirSync(join(dir, 'outbox'));
      const read = readMail(join(dir, 'outbox', file!));
      expect(read.subject).toBe(mails[name]!.subject);
      expect(read.text.trimEnd()).toBe(mails[name]!.text);
      expect(read.html.trimEnd()).toBe(mails[name]!.html);
    }
  });
});
