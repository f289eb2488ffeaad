import { applicationReadSchema } from '@portal/shared/applications';
import { callerQuery } from './caller-query';
import { applicationKeys } from './keys';

/**
 * GET /applications/user/current: the caller's application to the current session, or null; with its place,
 * whether it is preselected and its interview (the dashboard's interview card reads them).
 */
const current = callerQuery(applicationKeys.current(), '/applications/user/current', applicationReadSchema.nullable());

export const useCurrentApplication = current.use;
export const currentApplicationQueryOptions = current.options;
