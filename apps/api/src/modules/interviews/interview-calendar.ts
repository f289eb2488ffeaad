import { createEvent, type EventAttributes } from 'ics';
import type { MailAttachment } from '../../lib/mailer.ts';

/** What an interview's calendar entry says: where and when, in the applicant's words, from whom to whom. */
export type CalendarEntry = {
  applicationId: number;
  /** Grows with every change of the application, so a calendar replaces its copy by the newer one. */
  sequence: number;
  slot: { startsAt: Date; minutes: number; place: string | null; videoUrl: string | null };
  summary: string;
  description: string;
  /** The programme's contact, who replies go to. */
  organizer: { name: string; email: string };
  applicant: { name: string; email: string };
  publicUrl: string;
};

/**
 * One calendar event per application (`interview-<id>@<host>`): a booking is sent as a request, a change as the same
 * event with a higher sequence (the calendar moves it), a slot deleted as its cancellation (the calendar removes it).
 * Times are in UTC; the calendar shows them in the reader's zone. The place is the location; a video link is the
 * location when there is no place, and the event's link.
 */
export function interviewCalendar(entry: CalendarEntry, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  const { slot } = entry;
  const event: EventAttributes = {
    uid: `interview-${entry.applicationId}@${new URL(entry.publicUrl).hostname}`,
    sequence: entry.sequence,
    method,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'scholarship-portal/interviews',
    start: slot.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: slot.minutes },
    title: entry.summary,
    description: entry.description,
    location: slot.place ?? slot.videoUrl ?? undefined,
    ...(slot.videoUrl ? { url: slot.videoUrl } : {}),
    organizer: entry.organizer,
    attendees: [{ ...entry.applicant, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The interview’s calendar entry could not be written');
  return {
    filename: 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}
