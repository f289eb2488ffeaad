import { auditEventListFields } from '@portal/shared/audit-events';
import type { SystemAuditAction } from '@portal/shared/enums';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';
import { defineListSpec, listFields, type ParsedList } from '../../lib/list-query.ts';

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

/** Whitelist of GET /audit-events sort and filter fields; search looks in the actor's name. Newest first. */
export const auditEventListSpec = defineListSpec({
  fields: listFields(auditEvents, auditEventListFields),
  defaultSort: [desc(auditEvents.at), desc(auditEvents.id)],
  searchColumns: [auditEvents.actorName],
});

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

  /** A page of the audit, each line with the name its subject's account bears now (null once it is deleted). */
  async page(conn: Conn, list: ParsedList) {
    const rows = await conn
      .select({
        event: auditEvents,
        subjectName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        matching: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.subjectUserId))
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(list.limit)
      .offset(list.offset);
    if (rows.length > 0 || list.offset === 0) return { rows, total: rows[0]?.matching ?? 0 };
    // A page past the end: the count alone.
    const [total] = await conn.select({ value: count() }).from(auditEvents).where(list.where);
    return { rows, total: total?.value ?? 0 };
  },
};
