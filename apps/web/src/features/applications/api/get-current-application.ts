import { applicationSchema } from '@portal/shared/applications';
import { callerQuery } from './caller-query';
import { applicationKeys } from './keys';

/** GET /applications/user/current: the caller's application to the current session, or null. */
const current = callerQuery(applicationKeys.current(), '/applications/user/current', applicationSchema.nullable());

export const useCurrentApplication = current.use;
