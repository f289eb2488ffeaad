import type { ApplicationContent } from '@portal/shared/application-rules';
import type { DocumentTypeRule } from '@portal/shared/document-rules';
import type { Conn } from '../../db/client.ts';
import { usersRepository } from '../accounts/public.ts';
import type { ApplicationRow } from '../applications/public.ts';
import { documentsRepository } from '../documents/public.ts';
import { familiesRepository, familyMembersRepository, toFamilyContent } from '../family/public.ts';
import { extraActivitiesRepository, financingsRepository } from '../lists/public.ts';
import { applicantProfileOf, highSchoolResumesRepository, schoolResultsRepository } from '../parts/public.ts';
import { ratingsRepository } from '../ratings/public.ts';
import { referenceReader } from '../reference/public.ts';

const documentTypeList = referenceReader('document-types');

/** The reads behind the completeness rules: every part of one application, each from the module that keeps it. */
export const submissionRepository = {
  async contentOf(conn: Conn, row: ApplicationRow): Promise<ApplicationContent> {
    const [
      profile,
      schoolResult,
      highSchoolResume,
      types,
      uploadedTypeIds,
      family,
      financings,
      extraActivities,
      rating,
    ] = await Promise.all([
      row.userId === null ? undefined : usersRepository.student(conn, row.userId),
      schoolResultsRepository.findOfApplication(conn, row.id),
      highSchoolResumesRepository.findOfApplication(conn, row.id),
      documentTypeList.list(conn) as Promise<DocumentTypeRule[]>,
      documentsRepository.typeIdsOfApplication(conn, row.id),
      familiesRepository.findOfApplication(conn, row.id),
      financingsRepository.listOfApplication(conn, row.id),
      extraActivitiesRepository.listOfApplication(conn, row.id),
      ratingsRepository.findOfApplication(conn, row.id),
    ]);
    const members = family ? await familyMembersRepository.listOfFamily(conn, family.id) : [];
    return {
      application: row,
      profile: profile ? applicantProfileOf(profile) : null,
      schoolResult: schoolResult ?? null,
      highSchoolResume: highSchoolResume ?? null,
      documents: { applicationType: row.type, types, uploadedTypeIds },
      family: family ? toFamilyContent(family, members) : null,
      financings,
      extraActivities,
      rating: rating ?? null,
    };
  },
};
