import type { Session } from '@portal/shared/sessions';
import { useState } from 'react';

/** Which session the form, status and delete dialogs are open for (local state: which dialog is open is not worth an address). */
export function useSessionDialogs() {
  const [form, setForm] = useState<{ session?: Session } | null>(null);
  const [status, setStatus] = useState<Session | null>(null);
  const [removal, setRemoval] = useState<Session | null>(null);
  return {
    form,
    status,
    removal,
    create: () => setForm({}),
    onEdit: (session: Session) => setForm({ session }),
    onStatus: setStatus,
    onDelete: setRemoval,
    closeForm: () => setForm(null),
    closeStatus: () => setStatus(null),
    closeRemoval: () => setRemoval(null),
  };
}
