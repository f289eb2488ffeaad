import { authStore } from '@/lib/auth-store';
import { applicationDataPrefix, markApplicationDataOwner } from '@/lib/device-data';
import { readStored, writeStored } from '@/lib/storage';

/**
 * What a student typed in one step of one application, kept on the device so that a dropped connection, a closed
 * tab or a reload loses nothing. `base` holds the server's values the typing started from and `version` the
 * version they had: a draft sent later still names it, so a change made elsewhere meanwhile is refused, not
 * overwritten. `pending` marks a save pressed while offline, sent when the connection returns.
 */
export type StepDraft<T> = {
  values: T;
  base: T;
  version: number | null;
  pending: boolean;
  savedAt: string;
};

/** Under the prefix of what a person leaves on the device (lib/device-data): it goes when their sign-in ends. */
const draftKey = (applicationId: number, section: string) =>
  `${applicationDataPrefix}${applicationId}.draft.${section}`;

function isDraft(value: unknown): value is StepDraft<unknown> {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<StepDraft<unknown>>;
  return 'values' in draft && typeof draft.pending === 'boolean' && typeof draft.savedAt === 'string';
}

export function readDraft<T>(applicationId: number, section: string): StepDraft<T> | null {
  const stored = readStored(draftKey(applicationId, section));
  return isDraft(stored) ? (stored as StepDraft<T>) : null;
}

export function saveDraft<T>(
  applicationId: number,
  section: string,
  draft: Omit<StepDraft<T>, 'savedAt'>,
  now: Date = new Date(),
): void {
  // Signed out (a form flushed as the sign-in ends), nothing is kept: the device holds no one's drafts.
  const user = authStore.get().user;
  if (!user) return;
  markApplicationDataOwner(user.id);
  writeStored(draftKey(applicationId, section), { ...draft, savedAt: now.toISOString() });
}

export function clearDraft(applicationId: number, section: string): void {
  writeStored(draftKey(applicationId, section), null);
}

const stepKey = (applicationId: number) => `${applicationDataPrefix}${applicationId}.step`;

/** The step a student last opened on this device, so the editor reopens there. */
export function readLastSection(applicationId: number): string | null {
  const stored = readStored(stepKey(applicationId));
  return typeof stored === 'string' ? stored : null;
}

export function saveLastSection(applicationId: number, section: string): void {
  writeStored(stepKey(applicationId), section);
}

/** Two sets of form values hold the same answers (the order of keys does not matter). */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, sorted(inner)]),
  );
}
