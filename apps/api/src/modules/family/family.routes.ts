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
import { created, ok } from '../../lib/route-options.ts';
import { partRoutes } from '../part-routes.ts';

const family = ok(familySchema);
const readFamily = { action: 'family.read' } as const;
const writeFamily = { action: 'family.update' } as const;
const writeMember = { action: 'familyMember.update' } as const;

/**
 * The family step: the family of an application (one each) and its members. Static paths (`/families/members/…`,
 * `/families/application/current`) are matched before the parameters beside them.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.family;
  const part = partRoutes(app);

  part.calls(service, {
    one: '/families',
    schemas: { out: familySchema, create: familyInputSchema, update: familyUpdateSchema },
    access: { read: 'family.read', write: 'family.update' },
    summaries: {
      create: 'Create the family of an application (one each)',
      ofApplication: 'The family of an application, or null',
      one: 'One family',
      change: 'Replace a family (a value left out becomes empty)',
      remove: 'Delete a family and its members',
    },
  });
  part.get(
    '/families/application/current',
    'signed-in',
    "The family of the caller's application to the current session, or null",
    { response: ok(familySchema.nullable()) },
    (user) => service.current(user),
  );
  part.get(
    '/families/user/:id',
    { action: 'user.families.read' },
    "A user's families (the user or an administrator)",
    { params, response: ok(z.array(familySchema)) },
    (user) => service.ofUser(user),
  );
  part.patch(
    '/families/:id',
    writeFamily,
    'Change the values sent of a family',
    { params, body: familyUpdateSchema, response: family },
    (found, body) => service.patch(found, body),
  );

  part.post(
    '/families/:id/members',
    writeFamily,
    'Add a member to a family',
    { params, body: familyMemberInputSchema, response: created(familyMemberSchema) },
    (found, body) => service.addMember(found, body),
  );
  part.get(
    '/families/:id/members',
    readFamily,
    "A family's members, in the order they were added",
    { params, response: ok(z.array(familyMemberSchema)) },
    (found) => service.members(found),
  );
  part.put(
    '/families/members/:id',
    writeMember,
    'Replace a family member (a value left out becomes empty)',
    { params, body: familyMemberInputSchema, response: ok(familyMemberSchema) },
    (member, body) => service.updateMember(member, body),
  );
  part.delete('/families/members/:id', writeMember, 'Delete a family member', { params }, (member) =>
    service.removeMember(member),
  );
};
