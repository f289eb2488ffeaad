import { applicationReadSchema } from '@portal/shared/applications';
import { z } from 'zod';
import { callerQuery } from './caller-query';
import { applicationKeys } from './keys';

/**
 * GET /applications/user/my: the caller's applications, newest first, each with its place if it was offered one.
 * One read for the dashboard's cards and its places alike.
 */
const mine = callerQuery(applicationKeys.mine(), '/applications/user/my', z.array(applicationReadSchema));

export const useMyApplications = mine.use;
export const myApplicationsQueryOptions = mine.options;
