import type { AuditActorKind, AuditEvent } from '@portal/shared/audit-events';
import type { ListQuery, Page } from '@portal/shared/paging';
import type { AppContext } from '../../context.ts';
import { parseListQuery, toPage } from '../../lib/list-query.ts';
import { auditEventListSpec, auditEventsRepository as events, serverActors } from './audit-events.repository.ts';

type Row = Awaited<ReturnType<typeof events.page>>['rows'][number];

/** Who acted: a person, or the server's job or a command (no account, their fixed names). */
function kindOf(row: Row['event']): AuditActorKind {
  if (row.actorId !== null) return 'PERSON';
  if (row.actorName === serverActors.job.name) return 'JOB';
  if (row.actorName === serverActors.command.name) return 'COMMAND';
  return 'PERSON';
}

const toAuditEvent = ({ event, subjectName }: Row): AuditEvent => ({
  id: event.id,
  action: event.action,
  by: kindOf(event),
  actorId: event.actorId,
  actorName: event.actorName,
  subject: event.subjectUserId === null ? null : { id: event.subjectUserId, name: subjectName },
  details: event.details ?? null,
  at: event.at.toISOString(),
});

/** The portal's own audit, as administrators read it. */
export function createAuditService({ db }: Pick<AppContext, 'db'>) {
  return {
    async list(query: ListQuery): Promise<Page<AuditEvent>> {
      const list = parseListQuery(query, auditEventListSpec);
      const { rows, total } = await events.page(db, list);
      return toPage(rows.map(toAuditEvent), total, list);
    },
  };
}
