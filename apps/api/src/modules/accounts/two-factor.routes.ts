import { signInResponseSchema, userSchema } from '@portal/shared/accounts';
import { idParamsSchema as params } from '@portal/shared/fields';
import {
  challengeCodeSchema,
  challengeSchema,
  enrolledSignInSchema,
  recoveryCodesSchema,
  totpConfirmSchema,
  twoFactorRemovalSchema,
  twoFactorSetupSchema,
} from '@portal/shared/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';
import { confirmSignInEnrolment } from './confirm-sign-in-enrolment.ts';
import { confirmTwoFactorSetup } from './confirm-two-factor-setup.ts';
import { removeTwoFactor } from './remove-two-factor.ts';
import { replaceRecoveryCodes } from './replace-recovery-codes.ts';
import { resetTwoFactor } from './reset-two-factor.ts';
import { signInWithCode } from './sign-in-with-code.ts';
import { startSignInEnrolment } from './start-sign-in-enrolment.ts';
import { startTwoFactorSetup } from './start-two-factor-setup.ts';

/**
 * The second factor (decision 565): the sign-in's second step with the challenge a right password earned, and the
 * signed-in person's own (staff only: applicants have none), and an administrator's reset of another's. Answers that
 * carry a token, a secret or recovery codes are never stored by a cache.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/auth/sign-in/code',
    route(
      'public',
      'The second step of a sign-in: the challenge and a code of the authenticator app or a recovery code (wrong codes: 10 per account and address in 15 min, 20 per account in an hour)',
      { body: challengeCodeSchema, response: ok(signInResponseSchema) },
    ),
    async (request) => ({
      data: await signInWithCode(accounts, { ...request.body, address: request.ip }),
    }),
  );

  app.post(
    '/auth/sign-in/enrol',
    route(
      'public',
      'Staff who must have a second factor and have none, with the challenge: what the authenticator app needs (the same until confirmed)',
      { body: challengeSchema, response: ok(twoFactorSetupSchema) },
    ),
    async (request) => ({ data: await startSignInEnrolment(accounts, { challenge: request.body.challenge }) }),
  );

  app.post(
    '/auth/sign-in/enrol/confirm',
    route(
      'public',
      'The enrolment’s first code, with the challenge: the second factor on, signed in, and the recovery codes (shown once)',
      { body: challengeCodeSchema.extend(totpConfirmSchema.shape), response: ok(enrolledSignInSchema) },
    ),
    async (request) => ({
      data: await confirmSignInEnrolment(accounts, { ...request.body, address: request.ip }),
    }),
  );

  app.post(
    '/users/me/two-factor',
    route('staff', 'Set up the own second factor: what the authenticator app needs (the same until confirmed)', {
      response: ok(twoFactorSetupSchema),
    }),
    async (request) => ({ data: await startTwoFactorSetup(accounts, { userId: userOf(request).id }) }),
  );

  app.post(
    '/users/me/two-factor/confirm',
    route('staff', 'The setup’s first code: the own second factor on, and the recovery codes (shown once)', {
      body: totpConfirmSchema,
      response: ok(recoveryCodesSchema),
    }),
    async (request) => ({
      data: await confirmTwoFactorSetup(accounts, {
        userId: userOf(request).id,
        code: request.body.code,
        address: request.ip,
      }),
    }),
  );

  app.post(
    '/users/me/two-factor/recovery-codes',
    route('staff', 'New recovery codes for a code of the app; the earlier ones stop working', {
      body: totpConfirmSchema,
      response: ok(recoveryCodesSchema),
    }),
    async (request) => ({
      data: await replaceRecoveryCodes(accounts, {
        userId: userOf(request).id,
        code: request.body.code,
        address: request.ip,
      }),
    }),
  );

  app.delete(
    '/users/me/two-factor',
    route('staff', 'Turn the own second factor off, with the password (409 while STAFF_2FA=required)', {
      body: twoFactorRemovalSchema,
      response: ok(userSchema),
    }),
    async (request) => ({
      data: await removeTwoFactor(accounts, { userId: userOf(request).id, password: request.body.password }),
    }),
  );

  app.delete(
    '/users/:id/two-factor',
    route(
      'admin',
      'Reset another person’s second factor: its recovery codes go, their sign-ins end, the audit records it; they enrol again',
      { params, response: ok(userSchema) },
    ),
    async (request) => ({ data: await resetTwoFactor(accounts, { actor: userOf(request), id: request.params.id }) }),
  );
};
