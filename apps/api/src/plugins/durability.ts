import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Nothing is answered before what it may show is on disk: every answer waits for a flush that starts after it was
 * produced, if anything changed since the last one (the database's files on the embedded database, the stores'
 * files on both). Answers made meanwhile share that flush (db/group-commit.ts). An answer that follows no change
 * waits for nothing; a read that might show another request's unflushed write waits as that write does. A 5xx
 * acknowledges nothing and goes at once, which also lets a failed flush be answered (507 or 500).
 */
export default fp(async function durabilityPlugin(app: FastifyInstance) {
  const { durability } = app.database;
  if (durability.mode === 'relaxed') return;
  app.addHook('onSend', (_request, reply, payload, done) => {
    const { changes, durable } = durability.stats();
    // Nothing changed since the last flush (every read on PostgreSQL, most of them on PGlite): no promise, no wait.
    if (reply.statusCode >= 500 || changes <= durable) return done(null, payload);
    durability.flushed().then(
      () => done(null, payload),
      (error: unknown) => done(error as Error),
    );
  });
});
