import {
  localeChangeSchema,
  roleChangeSchema,
  studentProfileSchema,
  updateUserSchema,
  userSchema,
  userSummarySchema,
} from '@portal/shared/accounts';
import { idParamsSchema as params } from '@portal/shared/fields';
import { privacyConsentSchema } from '@portal/shared/privacy-notice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, pagedViews, route } from '../../lib/route-options.ts';
import { readMultipart, sendFile } from '../../lib/uploads.ts';
import { signInConfirmation, userOf } from '../../plugins/auth.ts';
import { acceptPrivacyNotice } from './accept-privacy-notice.ts';
import { changeAvatar } from './change-avatar.ts';
import { changeLocale } from './change-locale.ts';
import { changeNames } from './change-names.ts';
import { changeRole } from './change-role.ts';
import { deleteUser } from './delete-user.ts';
import { listUserSummaries, listUsers } from './list-users.ts';
import { openAvatar } from './open-avatar.ts';
import { readOwnAccount } from './read-own-account.ts';
import { readUser } from './read-user.ts';
import { saveStudentProfile } from './save-student-profile.ts';
import { toggleUserActive } from './toggle-user-active.ts';

const user = ok(userSchema);
/** The users list's two answers: whole accounts (the default), or the list screen's summary (`view=summary`). */
const userPages = pagedViews(userSchema, userSummarySchema);

/** The signed-in person's profile, avatar files and user administration. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = app.services.accounts;

  app.get(
    '/users/me',
    route('signed-in', 'The signed-in user with student information', { response: user }, { signInInQuery: true }),
    async (request) => ({
      data: await readOwnAccount(accounts, { userId: userOf(request).id, confirm: signInConfirmation(request) }),
    }),
  );

  app.post(
    '/users/me/privacy-consent',
    route(
      'student',
      'Accept the privacy notice in force (409 for another version); applicants are asked when it changes',
      { body: privacyConsentSchema, response: user },
    ),
    async (request) => ({
      data: await acceptPrivacyNotice(accounts, { userId: userOf(request).id, body: request.body }),
    }),
  );

  app.put(
    '/users',
    route('signed-in', 'Change the own names', { body: updateUserSchema, response: user }),
    async (request) => ({ data: await changeNames(accounts, { userId: userOf(request).id, body: request.body }) }),
  );

  app.put(
    '/users/student',
    route('signed-in', 'Save the own student information', { body: studentProfileSchema, response: user }),
    async (request) => ({
      data: await saveStudentProfile(accounts, { userId: userOf(request).id, body: request.body }),
    }),
  );

  app.put(
    '/users/locale',
    route('signed-in', 'Set the own language (en, fr, it): the language of the mails the person receives', {
      body: localeChangeSchema,
      response: user,
    }),
    async (request) => ({ data: await changeLocale(accounts, { userId: userOf(request).id, body: request.body }) }),
  );

  app.patch(
    '/users/avatar',
    route('signed-in', 'Upload the own avatar (multipart field "avatar"; stored 256×256 WebP)', {
      consumes: ['multipart/form-data'],
      response: user,
    }),
    async (request) => {
      const body = await readMultipart(request, { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 0 });
      const file = body.files.find((part) => part.field === 'avatar');
      return { data: await changeAvatar(accounts, { userId: userOf(request).id, file }) };
    },
  );

  app.get(
    '/files/users/avatars/:filename',
    route({ action: 'user.avatar.read', param: 'filename' }, 'An avatar image: its owner and staff only', {
      params: z.object({ filename: z.string().max(100) }),
    }),
    async (request, reply) =>
      sendFile(reply, await openAvatar(accounts, { filename: request.params.filename }), { publicCache: false }),
  );

  app.get(
    '/users',
    route(
      'admin',
      'Users, paged (search; sort/filter: username, email, firstName, lastName, role, active, accountVerified, created). view=summary: each user with what the list shows (names, username, e-mail, role, active, verified, created); view=full (the default): the whole account',
      userPages.schema,
      { signInInQuery: true },
    ),
    async (request, reply) => {
      const { view, ...query } = request.query;
      const reading = { user: userOf(request), confirm: signInConfirmation(request), query };
      if (view === 'summary') return userPages.answer(reply, view, await listUserSummaries(accounts, reading));
      return userPages.answer(reply, view, await listUsers(accounts, reading));
    },
  );

  app.get('/users/:id', route('admin', 'One user', { params, response: user }), async (request) => ({
    data: await readUser(accounts, { id: request.params.id }),
  }));

  app.delete(
    '/users/:id',
    route('admin', 'Delete a user (not oneself, not the last active administrator)', {
      params,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await deleteUser(accounts, { actorId: userOf(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/toggle-active/:id',
    route('admin', 'Activate or deactivate (deactivation ends the user’s tokens)', { params, response: user }),
    async (request) => ({ data: await toggleUserActive(accounts, { id: request.params.id }) }),
  );

  app.put(
    '/users/:id/role',
    route('admin', 'Change the role (ends the user’s tokens)', { params, body: roleChangeSchema, response: user }),
    async (request) => ({ data: await changeRole(accounts, { id: request.params.id, body: request.body }) }),
  );
};
