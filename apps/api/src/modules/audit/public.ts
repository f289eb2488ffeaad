/** What other modules may use of the portal's own audit: appending a line in their transaction. */
export {
  type AuditActor,
  type AuditEventInput,
  auditEventsRepository,
  serverActors,
} from './audit-events.repository.ts';
