import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * One log line per request, written when it is answered: method, address (secrets masked by the `req` serializer),
 * client, status and time. Fastify's default writes two, one on arrival and one on answer, which doubled the
 * logging cost of every request for a line that only repeats the method and address. Error lines are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Standard output, written in the background: lines wait in a buffer while a write is under way instead of
 * blocking the server on each one, and whatever is left is written when the process exits.
 */
export function backgroundStdout() {
  return pino.destination({ dest: 1, sync: false });
}
