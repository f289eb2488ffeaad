import { describe, expect, it } from 'vitest';
import { navForRole } from './navigation';

const labels = (role: Parameters<typeof navForRole>[0]) =>
  navForRole(role).map((group) => `${group.label}: ${group.items.map((item) => item.label).join(', ')}`);

describe('the signed-in navigation', () => {
  it('shows an evaluator their space with their interviews, and the sessions, nothing of the administration', () => {
    expect(labels('EVALUATOR')).toEqual([
      'groups.student: dashboard, currentSession, myInterviews, account',
      'groups.committee: sessions',
    ]);
  });

  it('keeps the administration to administrators, and the committee’s screens from students', () => {
    const admin = labels('ADMIN');
    expect(admin[0]).toContain('myInterviews');
    expect(admin[1]).toMatch(/^groups\.admin: sessions, users, beneficiaries/);
    expect(admin).toHaveLength(2);
    expect(labels('STUDENT')).toEqual(['groups.student: dashboard, currentSession, myApplications, account']);
  });
});
