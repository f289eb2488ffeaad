import type { MyInterview } from '@portal/shared/selection';
import { describe, expect, it } from 'vitest';
import { groupInterviews } from './interview-groups';

const seat = (name: string, changes: { startsAt?: string; state?: MyInterview['evaluation']; missed?: boolean }) =>
  ({
    applicationId: name.length,
    applicantName: name,
    sessionId: 4,
    sessionName: 'Session 2026',
    interview: changes.startsAt
      ? {
          state: changes.missed ? 'MISSED' : 'BOOKED',
          slot: {
            id: 1,
            startsAt: changes.startsAt,
            minutes: 30,
            place: 'Dschang',
            videoUrl: null,
            capacity: 1,
            booked: 1,
          },
        }
      : { state: 'INVITED', slot: null },
    evaluation: changes.state ?? 'NONE',
  }) satisfies MyInterview;

const names = (seats: MyInterview[]) => seats.map((item) => item.applicantName);

describe('an evaluator’s interviews by day', () => {
  const now = new Date('2026-12-10T08:00:00Z');

  it('today (and a past one still to evaluate), coming (and not booked), done (submitted or missed)', () => {
    const groups = groupInterviews(
      [
        seat('Later today', { startsAt: '2026-12-10T15:00:00Z' }),
        seat('Earlier today', { startsAt: '2026-12-10T07:00:00Z', state: 'DRAFT' }),
        seat('Yesterday, not evaluated', { startsAt: '2026-12-09T09:00:00Z' }),
        seat('Tomorrow', { startsAt: '2026-12-11T09:00:00Z' }),
        seat('Not booked', {}),
        seat('Submitted', { startsAt: '2026-12-08T09:00:00Z', state: 'SUBMITTED' }),
        seat('Missed', { startsAt: '2026-12-09T10:00:00Z', missed: true }),
      ],
      now,
      'Europe/Zurich',
    );
    expect(names(groups.today)).toEqual(['Yesterday, not evaluated', 'Earlier today', 'Later today']);
    expect(names(groups.coming)).toEqual(['Tomorrow', 'Not booked']);
    expect(names(groups.done)).toEqual(['Missed', 'Submitted']);
  });

  it('counts the day in the reader’s zone', () => {
    const lateEvening = seat('Late evening', { startsAt: '2026-12-10T23:30:00Z' });
    expect(names(groupInterviews([lateEvening], now, 'Africa/Douala').today)).toEqual([]);
    expect(names(groupInterviews([lateEvening], now, 'Africa/Douala').coming)).toEqual(['Late evening']);
    expect(names(groupInterviews([lateEvening], now, 'America/New_York').today)).toEqual(['Late evening']);
  });
});
