import { pickLocale } from '@portal/shared/locales';
import type { FastifyInstance, preHandlerHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { FILE_LINK_LIFETIME_SECONDS } from '../lib/document-files.ts';
import { createKeptAnswers, type KeptAnswer, type KeptAnswers, type ReadStart } from '../lib/kept-answers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answer depends on nothing but who reads (user, role, sign-in), the URL with its query, the
     * reader's language and the database: its 200 answers are kept between reads until the database changes
     * (plugins/kept-answers.ts, decision 504). Signed-in GET routes only.
     */
    keptAnswer?: boolean;
  }
  interface FastifyRequest {
    /** This request's place among the kept answers: its key, and the answer found or the read's start. */
    keptAnswer?: { key: string; found?: KeptAnswer; start?: ReadStart; kept?: KeptAnswer };
  }
  interface FastifyInstance {
    /** The kept answers (absent when they are switched off, or the database cannot count its changes). */
    keptAnswers?: KeptAnswers;
  }
}

/**
 * Kept answers live at most this long, whatever the database: what a process that does not announce its changes
 * (`psql`) can leave unseen, and never more than a tenth of a signed file link's lifetime, so that a link inside a
 * kept answer is as good as one just signed.
 */
export const keptAnswerMaxAgeMs = Math.min(5_000, (FILE_LINK_LIFETIME_SECONDS * 1000) / 10);

/**
 * Signed-in reads whose route says `keptAnswer` are answered from memory while the database has not changed since
 * their answer was read (lib/kept-answers.ts). The checks of who may call the route run first, as on every request
 * (the sign-in state, read from the database for each request; the role; the object's owner: onRequest and the
 * policy's preHandler), so no kept answer reaches a reader whose sign-in has ended, on any server (decision 543); the
 * answer is then looked up under a key naming the route, the reader (id, role, the version of their sign-in), the
 * language of the answer and the URL with its query. The answer's compressed forms are kept with it (plugins/small-answers.ts).
 * Registered before the compression of small answers, whose onSend must see the answer kept.
 */
export default fp(async function keptAnswersPlugin(app: FastifyInstance) {
  const changes = app.database.changes;
  if (!app.config.keptAnswers || !changes) return;
  const answers = createKeptAnswers(changes, { maxAgeMs: keptAnswerMaxAgeMs });
  app.decorate('keptAnswers', answers);
  app.decorateRequest('keptAnswer', undefined);

  const lookUp: preHandlerHookHandler = (request, reply, done) => {
    const user = request.currentUser;
    if (request.method !== 'GET' || !user) return done();
    const language = pickLocale(request.headers['accept-language']);
    const key = `${request.routeOptions.url}\n${user.id} ${user.role} ${request.tokenVersion}\n${language}\n${request.url}`;
    const found = answers.find(key);
    if (!found) {
      const start = answers.begin();
      if (start) request.keptAnswer = { key, start };
      return done();
    }
    request.keptAnswer = { key, found };
    reply.header('content-type', 'application/json; charset=utf-8').send(found.text);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.keptAnswer !== true) return;
    const existing = route.preHandler;
    // After the access checks, which the access plugin puts in front of every route's own hooks.
    route.preHandler =
      existing === undefined ? [lookUp] : [...(Array.isArray(existing) ? existing : [existing]), lookUp];
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const kept = request.keptAnswer;
    if (kept?.start && reply.statusCode === 200 && typeof payload === 'string')
      kept.kept = answers.keep(kept.key, kept.start, payload);
    done(null, payload);
  });
});
