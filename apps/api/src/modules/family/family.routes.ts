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
import { userOf } from '../../plugins/auth.ts';

const family = ok(familySchema);
const member = ok(familyMemberSchema);
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
    route({ action: 'application.update', body: 'applicationId' }, 'Create the family of an application (one each)', {
      body: familyInputSchema,
      response: created(familySchema),
    }),
    async (request, reply) => reply.status(201).send({ data: await service.create(userOf(request), request.body) }),
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
    route({ action: 'application.read' }, 'The family of an application, or null', {
      params,
      response: ok(familySchema.nullable()),
    }),
    async (request) => ({ data: await service.ofApplication(userOf(request), request.params.id) }),
  );
  app.get(
    '/families/user/:id',
    route({ action: 'user.families.read' }, "A user's families (the user or an administrator)", {
      params,
      response: ok(z.array(familySchema)),
    }),
    async (request) => ({ data: await service.ofUser(request.params.id) }),
  );
  app.get('/families/:id', route(readFamily, 'One family', { params, response: family }), async (request) => ({
    data: await service.get(userOf(request), request.params.id),
  }));
  app.put(
    '/families/:id',
    route(writeFamily, 'Replace a family (a value left out becomes empty)', {
      params,
      body: familyUpdateSchema,
      response: family,
    }),
    async (request) => ({ data: await service.replace(userOf(request), request.params.id, request.body) }),
  );
  app.patch(
    '/families/:id',
    route(writeFamily, 'Change the values sent of a family', { params, body: familyUpdateSchema, response: family }),
    async (request) => ({ data: await service.patch(userOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/families/:id',
    route(writeFamily, 'Delete a family and its members', { params, response: deletion }),
    (request) => deleted(service.remove(userOf(request), request.params.id)),
  );

  app.post(
    '/families/:id/members',
    route(writeFamily, 'Add a member to a family', {
      params,
      body: familyMemberInputSchema,
      response: created(familyMemberSchema),
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await service.addMember(userOf(request), request.params.id, request.body) }),
  );
  app.get(
    '/families/:id/members',
    route(readFamily, "A family's members, in the order they were added", {
      params,
      response: ok(z.array(familyMemberSchema)),
    }),
    async (request) => ({ data: await service.members(userOf(request), request.params.id) }),
  );
  app.put(
    '/families/members/:id',
    route(writeMember, 'Replace a family member (a value left out becomes empty)', {
      params,
      body: familyMemberInputSchema,
      response: member,
    }),
    async (request) => ({ data: await service.updateMember(userOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/families/members/:id',
    route(writeMember, 'Delete a family member', { params, response: deletion }),
    (request) => deleted(service.removeMember(userOf(request), request.params.id)),
  );
};
