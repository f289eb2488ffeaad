import { applicationSchema } from '@portal/shared/applications';
import { z } from 'zod';
import { callerQuery } from './caller-query';
import { applicationKeys } from './keys';

/** GET /applications/user/my: the caller's applications, newest first. */
const mine = callerQuery(applicationKeys.mine(), '/applications/user/my', z.array(applicationSchema));

export const useMyApplications = mine.use;
