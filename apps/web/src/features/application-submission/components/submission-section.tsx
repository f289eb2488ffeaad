import { isMinorOn } from '@portal/shared/age';
import { lockReason, statementFields, submissionProblems } from '@portal/shared/application-rules';
import { isOngoing, programmeDay } from '@portal/shared/session-rules';
import { PageLoader } from '@/components/page-loader';
import {
  useApplicantProfile,
  useHighSchoolResume,
  useRating,
  useSchoolResult,
} from '@/features/applicant-steps/public';
import { documentsContent, useDocuments } from '@/features/application-documents/public';
import { useFamily, useFamilyMembers } from '@/features/application-family/public';
import { useEntries } from '@/features/application-lists/public';
import { type SectionProps, useProblemMessage } from '@/features/editor-kit/public';
import { useReferenceItems } from '@/features/reference/public';
import { SubmissionConfirmation } from './submission-confirmation';
import { SubmissionForm } from './submission-form';

/**
 * The declaration and the submission: every step with its state and what is still wrong in it (the same rules as
 * the server's), each a link to the step, then what the applicant states by submitting (under 18 on this day, their
 * parent's or guardian's consent too). Once submitted, a confirmation with every step as sent.
 */
export function SubmissionSection({ application, session, readOnly, sectionPath }: SectionProps) {
  const profile = useApplicantProfile(application.id);
  const schoolResult = useSchoolResult(application.id);
  const resume = useHighSchoolResume(application.id);
  const family = useFamily(application.id);
  const members = useFamilyMembers(application.id, family.data?.id ?? null);
  const financings = useEntries(application.id, 'financing');
  const extraActivities = useEntries(application.id, 'extra-activities');
  const rating = useRating(application.id);
  const documentTypes = useReferenceItems('document-types');
  const documents = useDocuments(application.id);
  const message = useProblemMessage();

  // A rejection that lets the applicant submit again opens the form again; any other sent application is as sent.
  const sendAgain = application.submitted && lockReason(application, isOngoing(session)) === null;
  if (application.submitted && !sendAgain)
    return <SubmissionConfirmation application={application} session={session} sectionPath={sectionPath} />;
  const parts = [profile, schoolResult, resume, family, members, financings, extraActivities, rating];
  if (parts.some((part) => part.isPending)) return <PageLoader />;

  const content = {
    application,
    // What the eligibility check reads of the profile: never "nothing missing" without having read it.
    profile: profile.data ?? null,
    schoolResult: schoolResult.data ?? null,
    highSchoolResume: resume.data ?? null,
    family: family.data ? { ...family.data, members: members.data ?? [] } : null,
    financings: financings.data ?? [],
    extraActivities: extraActivities.data ?? [],
    rating: rating.data ?? null,
    // Without both lists (a line that drops), the documents step counts by its completed mark alone.
    documents:
      documentTypes.data && documents.data
        ? documentsContent(application, documentTypes.data, documents.data)
        : undefined,
  };
  // The statements (a minor's guardian, the declaration) are the form's: their problems show on its fields.
  const local = submissionProblems(content, { declaration: true })
    .filter((problem) => !statementFields.includes(problem.field))
    .map((problem) => ({ field: problem.field, message: message(problem) }));
  const minor = isMinorOn(profile.data?.birthDate, programmeDay(new Date()));
  return (
    <SubmissionForm
      // A birth date changed meanwhile asks for another form.
      key={minor ? 'minor' : 'adult'}
      application={application}
      session={session}
      readOnly={readOnly}
      sectionPath={sectionPath}
      local={local}
      minor={minor}
      sendAgain={sendAgain}
    />
  );
}
