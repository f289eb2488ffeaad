import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * One log line per request, written when it is answered: method, address (its secrets masked, as on every line),
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

/**
 * Secrets that travel in addresses: the token of a verification, password-reset or e-mail-change link (in its path
 * or its query), a code, and the signature of a signed file link, which opens a document without signing in until
 * it expires. A value ends where the address does, or at a quote or backslash of the JSON line around it.
 */
const SECRET_IN_PATH = /(\/(?:verify|reset|confirm-email|change-email\/confirm)\/)[^/?#\s"\\]+/gi;
const SECRET_IN_QUERY = /([?&](?:token|code|signature)=)[^&#\s"\\]+/gi;

/** Every secret above starts with one of these words: a line without any (most lines) is left as it is at once. */
const SECRET_WORDS = /verify|reset|confirm-email|change-email|token=|code=|signature=/i;

/** Masks those secrets wherever they stand: an address, an error's message, a whole log line. */
export function redactSecrets(text: string): string {
  if (!SECRET_WORDS.test(text)) return text;
  return text.replace(SECRET_IN_PATH, '$1***').replace(SECRET_IN_QUERY, '$1***');
}

type Fields = Record<string, unknown>;
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The fields of a PostgreSQL error that name things, never values (`detail`, `where`, `hint` can quote a row). */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

/** PostgreSQL's own error (node-postgres, PGlite): a severity and a five-character SQLSTATE. */
const isDatabaseError = (error: Fields) =>
  typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
/** A failed query with its values: Drizzle's DrizzleQueryError, and PGlite's errors, carry `query` and `params`. */
const isQueryError = (error: Fields) => typeof error.query === 'string' && 'params' in error;

function causesOf(error: object): Fields[] {
  const chain: Fields[] = [];
  for (let cause: unknown = error; cause && typeof cause === 'object' && chain.length < 10; ) {
    chain.push(cause as Fields);
    cause = (cause as Fields).cause;
  }
  return chain;
}

/** PostgreSQL quotes the values (and the names) it writes into a message. */
const hideQuoted = (message: string) => message.replace(/"(?:[^"]|"")*"/g, '"…"');
/** A query's values travel as $1, $2…; a literal written into its text is hidden all the same. */
const hideLiterals = (query: string) => query.replace(/'(?:[^']|'')*'/g, "'…'").slice(0, 2000);

/** The stack's frames only: its first line repeats the message, which for Drizzle holds the query's values. */
function framesOf(error: Fields): string {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const message = String(error.message);
  const afterMessage = stack.includes(message) ? stack.slice(stack.indexOf(message) + message.length) : stack;
  const frames = afterMessage.split('\n').filter((line) => /^ {4}at \S/.test(line));
  return frames.join('\n');
}

/**
 * A database failure as the log keeps it: what failed and where (SQLSTATE, constraint, table, column, the query's
 * text), never the values (the query's parameters, the row in `detail`, values quoted in the message): applicants'
 * free text would otherwise reach the logs. Undefined when no error of the chain comes from the database.
 */
function databaseFailure(error: object): LoggedError | undefined {
  const chain = causesOf(error);
  const database = chain.find(isDatabaseError);
  const query = chain.find(isQueryError);
  if (!database && !query) return undefined;
  const named = database
    ? Object.fromEntries(DATABASE_FIELDS.filter((key) => database[key] != null).map((key) => [key, database[key]]))
    : {};
  return {
    type: 'DatabaseError',
    message: database ? hideQuoted(String(database.message)) : 'query failed',
    ...named,
    ...(query ? { query: hideLiterals(String(query.query)) } : {}),
    stack: framesOf(error as Fields),
  };
}

/** The `err` of every log line: pino's usual one, or a database failure without its values. */
export function serializeError(error: Error): LoggedError {
  // Anything thrown may arrive here, not only errors.
  if (!error || typeof error !== 'object' || typeof error.message !== 'string') return error as never;
  return databaseFailure(error) ?? (pino.stdSerializers.err(error) as LoggedError);
}

/** The fields whose values never reach the log, at any depth of a line: a password, a token, a header's credentials. */
const SECRET_FIELDS = new Set(['password', 'token', 'authorization', 'cookie']);
const SECRET_FIELD_IN_LINE = /"(?:password|token|authorization|cookie)":/;

/**
 * A log line with the values of `SECRET_FIELDS` replaced, wherever they stand in it. Most lines name none of them and
 * are left as they are after one test of their text; pino's own `redact` cloned the fields of every line to look
 * (a tenth of a small read's processor time, decision 572).
 */
export function redactSecretFields(line: string): string {
  if (!SECRET_FIELD_IN_LINE.test(line)) return line;
  const redacted = JSON.parse(line, (key, value) => (SECRET_FIELDS.has(key) ? '[Redacted]' : value));
  return `${JSON.stringify(redacted)}\n`;
}

/**
 * The server's logger: JSON lines at `level` to `stream`; passwords, tokens, authorization headers and cookies
 * redacted by name; the secrets of addresses masked on every line, whichever field or message carries them (the
 * request line, an error's message, a 404's path); database errors without their values.
 */
export function loggerOptions(options: { level: string; stream: DestinationStream }): FastifyServerOptions['logger'] {
  return {
    level: options.level,
    serializers: {
      req: (req) => ({ method: req.method, url: req.url, remoteAddress: req.ip }),
      err: serializeError,
    },
    hooks: {
      // `log.error(error)` alone makes the error's message the line's: a database error's holds the query's values.
      logMethod(args, method) {
        const [first] = args;
        if (args.length === 1 && first instanceof Error && databaseFailure(first))
          return method.apply(this, [first, 'database error'] as never);
        return method.apply(this, args);
      },
      streamWrite: (line) => redactSecrets(redactSecretFields(line)),
    },
    stream: options.stream,
  };
}
