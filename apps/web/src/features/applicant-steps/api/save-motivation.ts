import { type Application, applicationSchema, type MotivationInput } from '@portal/shared/applications';
import { partWrite } from '@/features/applications/public';

/** The motivation letter, kept on the application itself, with the version the screen loaded. */
export const saveMotivation: (applicationId: number, body: MotivationInput) => Promise<Application> = partWrite(
  'PATCH',
  '/applications/{id}/motivation',
  applicationSchema,
);
