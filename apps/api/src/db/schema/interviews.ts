import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { sessions } from './sessions.ts';

/**
 * A time the committee offers for interviews: where (a place, a video link, or both), how long, and how many
 * preselected applicants it takes. Bookings are the applications that name it (`applications.interview_slot_id`).
 */
export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    minutes: integer('minutes').notNull(),
    place: text('place'),
    videoUrl: text('video_url'),
    capacity: integer('capacity').notNull(),
    ...timestamps,
  },
  (table) => [
    index('interview_slots_session_idx').on(table.sessionId, table.startsAt),
    check('interview_slots_capacity_positive', sql`${table.capacity} > 0`),
    check('interview_slots_where', sql`${table.place} is not null or ${table.videoUrl} is not null`),
  ],
);
