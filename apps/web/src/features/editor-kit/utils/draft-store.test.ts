import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore, endSession, setAuth } from '@/lib/auth-store';
import { clearDraft, readDraft, readLastSection, sameValues, saveDraft, saveLastSection } from './draft-store';

const typed = { motivation: 'I want to study medicine', version: undefined };
const base = { motivation: '' };

const student = (id: number) => ({
  id,
  firstName: 'Ada',
  lastName: 'N',
  username: `ada${id}`,
  email: `a${id}@x.cm`,
  role: 'STUDENT' as const,
});

beforeEach(() => {
  window.localStorage.clear();
  setAuth('t0k', student(1));
});
afterEach(() => authStore.set({ token: null, user: null }));

/** What the device holds of applications: drafts and the step last opened. */
const kept = () => Object.keys(window.localStorage).filter((key) => key.startsWith('portal.application.'));

describe('drafts on a shared phone', () => {
  it.each(['signed-out', 'signed-out-everywhere', 'account-deleted', 'account-disabled'] as const)(
    'are removed when the sign-in ends (%s), and nothing is written after it',
    (reason) => {
      saveDraft(7, 'motivation', { values: typed, base, version: 3, pending: true });
      saveLastSection(7, 'motivation');
      expect(kept()).toHaveLength(2);
      endSession(reason);
      expect(kept()).toEqual([]);
      expect(readDraft(7, 'motivation')).toBeNull();
      // A form flushed as it leaves the screen, after the sign-in ended.
      saveDraft(7, 'motivation', { values: typed, base, version: 3, pending: false });
      expect(readDraft(7, 'motivation')).toBeNull();
    },
  );

  it('stay for their owner after a refused token (401), and go when someone else signs in', () => {
    saveDraft(7, 'motivation', { values: typed, base, version: 3, pending: true });
    endSession('session-expired');
    expect(readDraft(7, 'motivation')?.pending).toBe(true);
    setAuth('again', student(1));
    expect(readDraft(7, 'motivation')?.pending).toBe(true);
    endSession('session-expired');
    setAuth('other', student(2));
    expect(kept()).toEqual([]);
  });
});

describe('drafts of a step, kept on the device', () => {
  it('gives back what was saved, with the version it was typed against and when', () => {
    saveDraft(7, 'motivation', { values: typed, base, version: 3, pending: true }, new Date('2026-11-23T10:00:00Z'));
    expect(readDraft(7, 'motivation')).toEqual({
      values: typed,
      base,
      version: 3,
      pending: true,
      savedAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('keeps each application and each step apart', () => {
    saveDraft(7, 'motivation', { values: typed, base, version: 3, pending: false });
    saveDraft(8, 'motivation', { values: { motivation: 'other' }, base, version: 1, pending: false });
    saveDraft(7, 'details', { values: { nextYearTown: 'Buea' }, base: {}, version: 3, pending: false });
    expect(readDraft<typeof typed>(7, 'motivation')?.values).toEqual(typed);
    expect(readDraft<{ motivation: string }>(8, 'motivation')?.values).toEqual({ motivation: 'other' });
    expect(readDraft<{ nextYearTown: string }>(7, 'details')?.values).toEqual({ nextYearTown: 'Buea' });
    expect(readDraft(9, 'motivation')).toBeNull();
  });

  it('forgets one step only when cleared', () => {
    saveDraft(7, 'motivation', { values: typed, base, version: 3, pending: false });
    saveDraft(7, 'details', { values: { nextYearTown: 'Buea' }, base: {}, version: 3, pending: false });
    clearDraft(7, 'motivation');
    expect(readDraft(7, 'motivation')).toBeNull();
    expect(readDraft(7, 'details')).not.toBeNull();
  });

  it('ignores a damaged or foreign value instead of failing', () => {
    window.localStorage.setItem('portal.application.7.draft.motivation', '{not json');
    expect(readDraft(7, 'motivation')).toBeNull();
    window.localStorage.setItem('portal.application.7.draft.motivation', JSON.stringify({ values: 1 }));
    expect(readDraft(7, 'motivation')).toBeNull();
  });

  it('remembers the last step opened, per application', () => {
    saveLastSection(7, 'motivation');
    saveLastSection(8, 'details');
    expect(readLastSection(7)).toBe('motivation');
    expect(readLastSection(8)).toBe('details');
    expect(readLastSection(9)).toBeNull();
  });

  it('compares values whatever the order of their keys', () => {
    expect(sameValues({ a: '1', b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: '1' })).toBe(true);
    expect(sameValues({ a: '1' }, { a: '2' })).toBe(false);
  });
});
