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
import { dataSchema } from '@portal/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../plugins/auth.ts';
import { extraLimit, requestLimits } from './accounts.rate-limits.ts';
import { createAccountsService } from './accounts.service.ts';

const tags = ['auth'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const emailParams = z.object({ email: emailSchema });
const message = { 200: dataSchema(messageSchema) };

/** Sign-up, verification, sign-in and out, passwords, e-mail change, own account deletion. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountsService(app);
  // Beside the per-e-mail limits: 20 mails an hour asked from one address, whatever the e-mail.
  const perIp = extraLimit(app, {
    name: 'mail-ip',
    max: 20,
    timeWindow: requestLimits.HOUR,
    key: (request) => request.ip,
  });

  app.post(
    '/auth/sign-up',
    {
      config: { rateLimit: requestLimits.signUp(app.config.signUpsPerHour) },
      schema: {
        tags,
        summary: 'Create an account (STUDENT) and mail a verification link',
        body: signUpSchema,
        response: { 201: dataSchema(messageSchema) },
      },
    },
    async (request, reply) => {
      await service.signUp(request.body, request.locale);
      return reply
        .status(201)
        .send({ data: { message: request.t('accounts.signedUp', { email: request.body.email }) } });
    },
  );

  app.post(
    '/auth/verify/:token',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with the mailed token',
        params: tokenParams,
        response: message,
      },
    },
    async (request) => {
      await service.verify(request.params.token);
      return { data: { message: request.t('accounts.verified') } };
    },
  );

  app.post(
    '/auth/resend-signup-email/:email',
    {
      preHandler: perIp,
      config: { rateLimit: requestLimits.resend },
      schema: {
        tags,
        summary: 'Mail a new verification link (answer never tells whether the account exists)',
        params: emailParams,
        response: message,
      },
    },
    async (request) => {
      service.resendVerification(request.params.email);
      return { data: { message: request.t('accounts.resent') } };
    },
  );

  app.post(
    '/auth/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with username or e-mail (10 failures per account and address, 30 per account, in 15 min)',
        body: signInSchema,
        response: { 200: dataSchema(signInResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.signIn(request.body.login, request.body.password, request.ip);
      // The answer carries a bearer token.
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.post(
    '/auth/password/forget',
    {
      preHandler: perIp,
      config: { rateLimit: requestLimits.forgot },
      schema: {
        tags,
        summary: 'Mail a password reset link (answer never tells whether the account exists)',
        body: forgotPasswordSchema,
        response: message,
      },
    },
    async (request) => {
      service.forgotPassword(request.body.email);
      return { data: { message: request.t('accounts.forgotSent') } };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the mailed token; ends every sign-in',
        body: resetPasswordSchema,
        response: message,
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { data: { message: request.t('accounts.passwordReset') } };
    },
  );

  app.post(
    '/auth/password/change',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Change the password; ends every earlier token and answers a new one',
        body: changePasswordSchema,
        response: { 200: dataSchema(signInResponseSchema) },
      },
    },
    async (request) => ({ data: await service.changePassword(userOf(request).id, request.body) }),
  );

  app.patch(
    '/auth/change-email/:email',
    {
      onRequest: app.authenticate,
      config: { rateLimit: requestLimits.emailChange },
      schema: {
        tags,
        summary:
          'With the current password: mail a confirmation link to the new address (applies when opened) and a notice to the current one',
        params: emailParams,
        body: changeEmailSchema,
        response: message,
      },
    },
    async (request) => {
      await service.requestEmailChange(userOf(request).id, request.params.email, request.body.currentPassword);
      return { data: { message: request.t('accounts.emailChangeSent', { email: request.params.email }) } };
    },
  );

  app.post(
    '/auth/change-email/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Apply an e-mail change with the token mailed to the new address',
        params: tokenParams,
        response: message,
      },
    },
    async (request) => {
      const email = await service.confirmEmailChange(request.params.token);
      return { data: { message: request.t('accounts.emailChanged', { email }) } };
    },
  );

  app.post(
    '/auth/sign-out',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out everywhere: ends every token and pending mailed link of the user',
        response: message,
      },
    },
    async (request) => {
      await service.signOut(userOf(request).id);
      return { data: { message: request.t('accounts.signedOut') } };
    },
  );

  app.delete(
    '/auth',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete the own account (password confirms); personal data and avatar are removed',
        body: deleteAccountSchema,
        response: message,
      },
    },
    async (request) => {
      await service.deleteOwnAccount(userOf(request).id, request.body.password);
      return { data: { message: request.t('accounts.accountDeleted') } };
    },
  );
};
