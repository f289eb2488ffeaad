import { renewableApplicationSchema } from '@portal/shared/renewal';
import { z } from 'zod';
import { callerQuery } from './caller-query';
import { applicationKeys } from './keys';

/** GET /applications/renewable: the caller's approved application of the previous session, if it may be renewed. */
const renewable = callerQuery(
  applicationKeys.renewable(),
  '/applications/renewable',
  z.array(renewableApplicationSchema),
);

export const useRenewableApplications = renewable.use;
