import type { SystemAuditAction } from '@portal/shared/enums';
import type { Conn } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** Who did it: a person (their id and name as they read now), or the server itself (a job, a command). */
export type AuditActor = { id: number; name: string } | { id: null; name: string };

/** The server's own acts: no account, and a fixed name by which the listing tells them from a person's. */
export const serverActors = {
  job: { id: null, name: 'job' },
  command: { id: null, name: 'command' },
} as const satisfies Record<string, AuditActor>;

export type AuditEventInput = {
  actor: AuditActor;
  action: SystemAuditAction;
  subjectUserId?: number | null;
  details?: Record<string, unknown>;
};

/**
 * The portal's own audit (retention runs, breach drills, second factors reset, data exported for someone): appended
 * in the transaction of the act it records, so the act and its line stand or fall together; never changed here.
 */
export const auditEventsRepository = {
  async record(conn: Conn, event: AuditEventInput) {
    const [row] = await conn
      .insert(auditEvents)
      .values({
        actorId: event.actor.id,
        actorName: event.actor.name,
        action: event.action,
        subjectUserId: event.subjectUserId ?? null,
        details: event.details ?? null,
      })
      .returning();
    return row!;
  },
};
