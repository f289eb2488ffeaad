import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken } from './accounts.ts';

const hour = 3600_000;

type SessionTexts = { en: string; fr: string; it: string };

/**
 * A session made and opened by the administrator through the API; the current one before it is closed (only one
 * session is current). By default it takes applications now for ten days. `close` leaves the next journeys without
 * a current session; `remove` also deletes it (only a session without applications can go).
 */
export async function openSession(
  request: APIRequestContext,
  options: {
    name?: string;
    year?: number;
    startsInHours?: number;
    endsInHours?: number;
    completionNotice?: SessionTexts;
    applicationGuidelines?: SessionTexts;
  } = {},
) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const current = (await (await request.get('/api/sessions/current')).json()) as { data: { id: number } | null };
  if (current.data) await request.put(`/api/sessions/${current.data.id}/status/CLOSED`, { headers });
  const created = await request.post('/api/sessions', {
    headers,
    data: {
      name: options.name ?? `Call ${Date.now().toString(36)}`,
      year: options.year ?? 2031,
      startDate: new Date(Date.now() + (options.startsInHours ?? -1) * hour).toISOString(),
      endDate: new Date(Date.now() + (options.endsInHours ?? 240) * hour).toISOString(),
      passScore: 60,
      candidatesToSelect: 10,
      completionNotice: options.completionNotice ?? { en: 'Read everything before you start.', fr: '', it: '' },
      applicationGuidelines: options.applicationGuidelines ?? { en: 'Fill in every step honestly.', fr: '', it: '' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  expect((await request.put(`/api/sessions/${id}/status/OPEN`, { headers })).ok()).toBe(true);
  const close = () => request.put(`/api/sessions/${id}/status/CLOSED`, { headers });
  return {
    id,
    close,
    remove: async () => {
      await close();
      await request.delete(`/api/sessions/${id}`, { headers });
    },
  };
}
