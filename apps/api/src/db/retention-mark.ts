/**
 * The mark in system_meta of the last daily retention run (its moment): one server of a database claims the run by
 * moving it (modules/retention). A restore removes it, so the server started on a restored database runs the
 * retention at once: an archive older than the retention period holds what has been anonymised since.
 */
export const RETENTION_RUN_MARK = 'retention-run';
