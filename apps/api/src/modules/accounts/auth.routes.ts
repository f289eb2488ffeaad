import {
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
import { accountKeys, extraLimit, rateLimits } from './accounts.rate-limits.ts';
import { createAccountsService } from './accounts.service.ts';

const tags = ['auth'];
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const emailParams = z.object({ email: emailSchema });
const message = { 200: dataSchema(messageSchema) };

/** Sign-up, verification, sign-in and out, passwords, e-mail change, own account deletion (issue 3). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountsService(app);
  // Beside the route limits: 30 sign-in attempts per account per 15 minutes from anywhere; 20 mails per address per hour.
  const perAccount = extraLimit(app, {
    name: 'sign-in-account',
    max: 30,
    timeWindow: rateLimits.FIFTEEN_MINUTES,
    key: accountKeys.login,
  });
  const perIp = extraLimit(app, { name: 'mail-ip', max: 20, timeWindow: rateLimits.HOUR, key: accountKeys.ip });

  app.post(
    '/auth/sign-up',
    {
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
      config: { rateLimit: rateLimits.resend },
      schema: {
        tags,
        summary: 'Mail a new verification link (answer never tells whether the account exists)',
        params: emailParams,
        response: message,
      },
    },
    async (request) => {
      await service.resendVerification(request.params.email);
      return { data: { message: request.t('accounts.resent') } };
    },
  );

  app.post(
    '/auth/sign-in',
    {
      preHandler: perAccount,
      config: { rateLimit: rateLimits.signIn },
      schema: {
        tags,
        summary: 'Sign in with username or e-mail',
        body: signInSchema,
        response: { 200: dataSchema(signInResponseSchema) },
      },
    },
    async (request) => ({ data: await service.signIn(request.body.login, request.body.password) }),
  );

  app.post(
    '/auth/password/forget',
    {
      preHandler: perIp,
      config: { rateLimit: rateLimits.forgot },
      schema: {
        tags,
        summary: 'Mail a password reset link (answer never tells whether the account exists)',
        body: forgotPasswordSchema,
        response: message,
      },
    },
    async (request) => {
      await service.forgotPassword(request.body.email);
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
      schema: {
        tags,
        summary: 'Mail a confirmation link to the new address; applies when it is opened',
        params: emailParams,
        response: message,
      },
    },
    async (request) => {
      await service.requestEmailChange(userOf(request).id, request.params.email);
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
      schema: { tags, summary: 'Sign out everywhere: ends every token of the user', response: message },
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
