import {
  familyInputSchema,
  familyMemberInputSchema,
  familyMemberSchema,
  familySchema,
  familyUpdateSchema,
} from '@portal/shared/family';
import { idParamsSchema as params } from '@portal/shared/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, deleted, deletion, ok, route } from '../../lib/route-options.ts';
import { accessed } from '../../plugins/access.ts';
import { userOf } from '../../plugins/auth.ts';

const family = ok(familySchema);
const member = ok(familyMemberSchema);
const createIn = { action: 'application.update', body: 'applicationId' } as const;
const readApplication = { action: 'application.read' } as const;
const readUserFamilies = { action: 'user.families.read' } as const;
const readFamily = { action: 'family.read' } as const;
const writeFamily = { action: 'family.update' } as const;
const writeMember = { action: 'familyMember.update' } as const;

/**
 * The family step: the family of an application (one each) and its members. Static paths (`/families/members/…`,
 * `/families/application/current`) are matched before the parameters beside them.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.family;

  app.post(
    '/families',
    route(createIn, 'Create the family of an application (one each)', {
      body: familyInputSchema,
      response: created(familySchema),
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await service.create(accessed(request, createIn), request.body) }),
  );
  app.get(
    '/families/application/current',
    route('signed-in', "The family of the caller's application to the current session, or null", {
      response: ok(familySchema.nullable()),
    }),
    async (request) => ({ data: await service.current(userOf(request)) }),
  );
  app.get(
    '/families/application/:id',
    route(readApplication, 'The family of an application, or null', {
      params,
      response: ok(familySchema.nullable()),
    }),
    async (request) => ({ data: await service.ofApplication(accessed(request, readApplication)) }),
  );
  app.get(
    '/families/user/:id',
    route(readUserFamilies, "A user's families (the user or an administrator)", {
      params,
      response: ok(z.array(familySchema)),
    }),
    async (request) => ({ data: await service.ofUser(accessed(request, readUserFamilies)) }),
  );
  app.get('/families/:id', route(readFamily, 'One family', { params, response: family }), async (request) => ({
    data: service.get(accessed(request, readFamily)),
  }));
  app.put(
    '/families/:id',
    route(writeFamily, 'Replace a family (a value left out becomes empty)', {
      params,
      body: familyUpdateSchema,
      response: family,
    }),
    async (request) => ({ data: await service.replace(accessed(request, writeFamily), request.body) }),
  );
  app.patch(
    '/families/:id',
    route(writeFamily, 'Change the values sent of a family', { params, body: familyUpdateSchema, response: family }),
    async (request) => ({ data: await service.patch(accessed(request, writeFamily), request.body) }),
  );
  app.delete(
    '/families/:id',
    route(writeFamily, 'Delete a family and its members', { params, response: deletion }),
    (request) => deleted(service.remove(accessed(request, writeFamily))),
  );

  app.post(
    '/families/:id/members',
    route(writeFamily, 'Add a member to a family', {
      params,
      body: familyMemberInputSchema,
      response: created(familyMemberSchema),
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await service.addMember(accessed(request, writeFamily), request.body) }),
  );
  app.get(
    '/families/:id/members',
    route(readFamily, "A family's members, in the order they were added", {
      params,
      response: ok(z.array(familyMemberSchema)),
    }),
    async (request) => ({ data: await service.members(accessed(request, readFamily)) }),
  );
  app.put(
    '/families/members/:id',
    route(writeMember, 'Replace a family member (a value left out becomes empty)', {
      params,
      body: familyMemberInputSchema,
      response: member,
    }),
    async (request) => ({ data: await service.updateMember(accessed(request, writeMember), request.body) }),
  );
  app.delete(
    '/families/members/:id',
    route(writeMember, 'Delete a family member', { params, response: deletion }),
    (request) => deleted(service.removeMember(accessed(request, writeMember))),
  );
};
