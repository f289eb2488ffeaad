export type AuditChange = { field: string; before: unknown; after: unknown };

/** The trail keeps whatever the action recorded; a value that is not a set of fields reads as one field. */
const asRecord = (value: unknown): Record<string, unknown> | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What one entry of the trail changed: every field whose value differs between before and after, in the order the
 * fields first appear. A field only on one side is a change from or to nothing.
 */
export function auditChanges(recordedBefore: unknown, recordedAfter: unknown): AuditChange[] {
  const before = asRecord(recordedBefore);
  const after = asRecord(recordedAfter);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !same(change.before, change.after));
}
