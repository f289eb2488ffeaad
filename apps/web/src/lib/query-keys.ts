/**
 * The first element of every query key, one per part of the API. Each feature builds its keys on these in its own
 * `api/keys.ts`; a change that touches data another screen shows (the programme settings feed the public figures)
 * refreshes it through the root, without knowing that screen's keys.
 */
export const queryRoots = {
  users: ['users'],
  applications: ['applications'],
  sessions: ['sessions'],
  quotes: ['quotes'],
  settings: ['settings'],
  statistics: ['statistics'],
  reference: ['reference'],
  health: ['health'],
  avatars: ['avatar-image'],
  auditEvents: ['audit-events'],
} as const;
