import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('the changes of an audit entry', () => {
  it('lists only the fields whose value changed, as before and after', () => {
    expect(
      auditChanges(
        { status: 'PENDING', rejectionReason: null, resubmissionAllowed: false },
        { status: 'REJECTED', rejectionReason: 'Transcript unreadable', resubmissionAllowed: false },
      ),
    ).toEqual([
      { field: 'status', before: 'PENDING', after: 'REJECTED' },
      { field: 'rejectionReason', before: null, after: 'Transcript unreadable' },
    ]);
  });

  it('reads a missing side as nothing, and compares lists by their content', () => {
    expect(auditChanges(null, { bonus: 3 })).toEqual([{ field: 'bonus', before: null, after: 3 }]);
    expect(auditChanges({ reasons: ['a', 'b'] }, { reasons: ['a', 'b'] })).toEqual([]);
    expect(auditChanges({ bonus: 2 }, null)).toEqual([{ field: 'bonus', before: 2, after: null }]);
  });
});
