import {
  localeChangeSchema,
  roleChangeSchema,
  studentProfileSchema,
  updateUserSchema,
  userSchema,
} from '@portal/shared/accounts';
import { idParamsSchema } from '@portal/shared/fields';
import { dataSchema, listQuerySchema, pageSchema } from '@portal/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { readMultipart } from '../../lib/uploads.ts';
import { userOf } from '../../plugins/auth.ts';
import { AVATAR_BUCKET } from './accounts.dto.ts';
import { createUsersService } from './users.service.ts';

const tags = ['users'];
const user = { 200: dataSchema(userSchema) };

/** The signed-in person's profile, avatar files and user administration (issue 3). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(app);
  const admin = app.requireRole('ADMIN');

  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'The signed-in user with student information', response: user },
    },
    async (request) => ({ data: await service.get(userOf(request).id) }),
  );

  app.put(
    '/users',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Change the own names', body: updateUserSchema, response: user },
    },
    async (request) => ({ data: await service.updateNames(userOf(request).id, request.body) }),
  );

  app.put(
    '/users/student',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Save the own student information', body: studentProfileSchema, response: user },
    },
    async (request) => ({ data: await service.updateStudent(userOf(request).id, request.body) }),
  );

  app.put(
    '/users/locale',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Set the own language (en, fr, it): the language of the mails the person receives',
        body: localeChangeSchema,
        response: user,
      },
    },
    async (request) => ({ data: await service.setLocale(userOf(request).id, request.body) }),
  );

  app.patch(
    '/users/avatar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Upload the own avatar (multipart field "avatar"; stored 256×256 WebP)',
        consumes: ['multipart/form-data'],
        response: user,
      },
    },
    async (request) => {
      const body = await readMultipart(request, { maxFileBytes: app.config.maxUploadBytes, files: 1, fields: 0 });
      return {
        data: await service.setAvatar(
          userOf(request).id,
          body.files.find((file) => file.field === 'avatar'),
        ),
      };
    },
  );

  app.get(
    '/files/users/avatars/:filename',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'An avatar image: its owner and administrators only',
        params: z.object({ filename: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      if (!(await service.canSeeAvatar(userOf(request), request.params.filename))) throw notFound('file');
      return app.files.send(reply, AVATAR_BUCKET, request.params.filename, { publicCache: false });
    },
  );

  app.get(
    '/users',
    {
      onRequest: admin,
      schema: {
        tags,
        summary:
          'Users, paged (search; sort/filter: username, email, firstName, lastName, role, active, accountVerified, created)',
        querystring: listQuerySchema,
        response: { 200: dataSchema(pageSchema(userSchema)) },
      },
    },
    async (request) => ({ data: await service.list(request.query) }),
  );

  app.get(
    '/users/:id',
    { onRequest: admin, schema: { tags, summary: 'One user', params: idParamsSchema, response: user } },
    async (request) => ({ data: await service.get(request.params.id) }),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a user (not oneself, not the last active administrator)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteById(userOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/toggle-active/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Activate or deactivate (deactivation ends the user’s tokens)',
        params: idParamsSchema,
        response: user,
      },
    },
    async (request) => ({ data: await service.toggleActive(request.params.id) }),
  );

  app.put(
    '/users/:id/role',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change the role (ends the user’s tokens)',
        params: idParamsSchema,
        body: roleChangeSchema,
        response: user,
      },
    },
    async (request) => ({ data: await service.setRole(request.params.id, request.body) }),
  );
};
