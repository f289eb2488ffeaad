import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailSchema,
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  signInResponseSchema,
  signInSchema,
  signUpSchema,
} from '@portal/shared/accounts';
import { signInAnswerSchema } from '@portal/shared/two-factor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TranslateParams } from '../../lib/i18n.ts';
import { created, ok, route } from '../../lib/route-options.ts';
import { userOf } from '../../plugins/auth.ts';
import { extraLimit, requestLimits } from './accounts.rate-limits.ts';
import { changePassword } from './change-password.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { deleteOwnAccount } from './delete-own-account.ts';
import { requestEmailChange } from './request-email-change.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';
import { verifyEmail } from './verify-email.ts';

const tokenParams = z.object({ token: z.string().min(1).max(200) });
const emailParams = z.object({ email: emailSchema });
const message = ok(messageSchema);

/** The answer of a call that only acknowledges: a message in the reader's language. */
const told = (request: FastifyRequest, key: string, params?: TranslateParams) => ({
  data: { message: request.t(key, params) },
});

/** Sign-up, verification, sign-in and out, passwords, e-mail change, own account deletion. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;
  // Beside the per-e-mail limits: 20 mails an hour asked from one address, whatever the e-mail.
  const perIp = extraLimit(app, {
    name: 'mail-ip',
    max: 20,
    timeWindow: requestLimits.HOUR,
    key: (request) => request.ip,
  });
  /** A public call that mails someone: its own limit per e-mail address, and the one per address above. */
  const mailing = <S extends object>(summary: string, schema: S, rateLimit: RateLimitOptions) => ({
    ...route('public', summary, schema, { rateLimit }),
    preHandler: perIp,
  });

  app.post(
    '/auth/sign-up',
    route(
      'public',
      'Create an account (STUDENT) and mail a verification link',
      { body: signUpSchema, response: created(messageSchema) },
      { rateLimit: requestLimits.signUp(app.config.signUpsPerHour) },
    ),
    async (request, reply) => {
      await signUp(accounts, { body: request.body, locale: request.locale });
      return reply.status(201).send(told(request, 'accounts.signedUp', { email: request.body.email }));
    },
  );

  app.post(
    '/auth/verify/:token',
    route('public', 'Verify the e-mail address with the mailed token', { params: tokenParams, response: message }),
    async (request) => {
      await verifyEmail(accounts, { token: request.params.token });
      return told(request, 'accounts.verified');
    },
  );

  app.post(
    '/auth/resend-signup-email/:email',
    mailing(
      'Mail a new verification link (answer never tells whether the account exists)',
      { params: emailParams, response: message },
      requestLimits.resend,
    ),
    async (request) => {
      resendVerification(accounts, { email: request.params.email });
      return told(request, 'accounts.resent');
    },
  );

  app.post(
    '/auth/sign-in',
    route(
      'public',
      'Sign in with username or e-mail (10 failures per account and address, 30 per account, in 15 min): signed in, or the challenge of the second factor asked (a code, or for staff who must have one, an enrolment first)',
      { body: signInSchema, response: ok(signInAnswerSchema) },
    ),
    async (request, reply) => {
      const { login, password } = request.body;
      const data = await signIn(accounts, { login, password, address: request.ip });
      // The answer carries a bearer token, or a challenge.
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/auth/password/forget',
    mailing(
      'Mail a password reset link (answer never tells whether the account exists)',
      { body: forgotPasswordSchema, response: message },
      requestLimits.forgot,
    ),
    async (request) => {
      requestPasswordReset(accounts, { email: request.body.email });
      return told(request, 'accounts.forgotSent');
    },
  );

  app.post(
    '/auth/password/reset',
    route('public', 'Choose a new password with the mailed token; ends every sign-in', {
      body: resetPasswordSchema,
      response: message,
    }),
    async (request) => {
      await resetPassword(accounts, { body: request.body });
      return told(request, 'accounts.passwordReset');
    },
  );

  app.post(
    '/auth/password/change',
    route('signed-in', 'Change the password; ends every earlier token and answers a new one', {
      body: changePasswordSchema,
      response: ok(signInResponseSchema),
    }),
    async (request) => ({ data: await changePassword(accounts, { userId: userOf(request).id, body: request.body }) }),
  );

  app.patch(
    '/auth/change-email/:email',
    route(
      'signed-in',
      'With the current password: mail a confirmation link to the new address (applies when opened) and a notice to the current one',
      { params: emailParams, body: changeEmailSchema, response: message },
      { rateLimit: requestLimits.emailChange },
    ),
    async (request) => {
      const { currentPassword } = request.body;
      await requestEmailChange(accounts, { userId: userOf(request).id, email: request.params.email, currentPassword });
      return told(request, 'accounts.emailChangeSent', { email: request.params.email });
    },
  );

  app.post(
    '/auth/change-email/confirm/:token',
    route('public', 'Apply an e-mail change with the token mailed to the new address', {
      params: tokenParams,
      response: message,
    }),
    async (request) => {
      const email = await confirmEmailChange(accounts, { token: request.params.token });
      return told(request, 'accounts.emailChanged', { email });
    },
  );

  app.post(
    '/auth/sign-out',
    route('signed-in', 'Sign out everywhere: ends every token and pending mailed link of the user', {
      response: message,
    }),
    async (request) => {
      await signOut(accounts, { userId: userOf(request).id });
      return told(request, 'accounts.signedOut');
    },
  );

  app.delete(
    '/auth',
    route('signed-in', 'Delete the own account (password confirms); personal data and avatar are removed', {
      body: deleteAccountSchema,
      response: message,
    }),
    async (request) => {
      await deleteOwnAccount(accounts, { userId: userOf(request).id, password: request.body.password });
      return told(request, 'accounts.accountDeleted');
    },
  );
};
