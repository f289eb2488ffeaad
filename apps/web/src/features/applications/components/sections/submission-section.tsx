import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { submissionProblems } from '@portal/shared/application-rules';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useApplicantProfile } from '@/features/applications/api/get-applicant-profile';
import { useDocuments } from '@/features/applications/api/get-documents';
import { useEntries } from '@/features/applications/api/get-entries';
import { useFamily } from '@/features/applications/api/get-family';
import { useFamilyMembers } from '@/features/applications/api/get-family-members';
import { useHighSchoolResume } from '@/features/applications/api/get-high-school-resume';
import { useRating } from '@/features/applications/api/get-rating';
import { useSchoolResult } from '@/features/applications/api/get-school-result';
import { useSubmitApplication } from '@/features/applications/api/submit-application';
import { documentsContent } from '@/features/applications/utils/applicable-document-types';
import { useReferenceItems } from '@/features/reference/public';
import { ApiError } from '@/lib/api-error';
import type { SectionProps } from '../section-props';
import { SubmissionConfirmation } from './submission-confirmation';
import { type ShownProblem, SubmissionSummary, useProblemMessage } from './submission-problems';

/** Set on the address of the view a successful submission moves to, so the confirmation takes the focus. */
type SubmittedState = { justSubmitted?: boolean } | null;

/**
 * The declaration and the submission: every step with its state and what is still wrong in it (the same rules as
 * the server's), each a link to the step; a refused submission shows the server's answer instead. Once submitted,
 * a confirmation with every step as sent.
 */
export function SubmissionSection({ application, readOnly, sectionPath }: SectionProps) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const justSubmitted = (useLocation().state as SubmittedState)?.justSubmitted === true;
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
  const submit = useSubmitApplication(application.id);
  const message = useProblemMessage();
  const [declaration, setDeclaration] = useState(false);
  const [refused, setRefused] = useState<ShownProblem[] | null>(null);

  if (application.submitted)
    return <SubmissionConfirmation application={application} sectionPath={sectionPath} justSubmitted={justSubmitted} />;
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
  // The declaration is this screen's checkbox: its problem shows there, once a submission was refused for it.
  const local = submissionProblems(content, true).map((problem) => ({
    field: problem.field,
    message: message(problem),
  }));
  const problems = refused ?? local;
  const declarationError = refused?.find((problem) => problem.field === 'declaration')?.message;
  const ready = problems.every((problem) => problem.field === 'declaration');
  const send = () =>
    submit.mutate(declaration, {
      onSuccess: (sent) =>
        navigate(paths.applicationView({ id: sent.id, rest: 'submission' }), {
          replace: true,
          state: { justSubmitted: true } satisfies SubmittedState,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'APPLICATION_INCOMPLETE') setRefused(error.fieldErrors);
      },
    });

  return (
    <Stack>
      <section aria-labelledby="missing-title">
        <Title order={3} size="h4" id="missing-title" mb="xs">
          {t(refused ? 'submission.refusedTitle' : ready ? 'submission.readyTitle' : 'submission.missingTitle')}
        </Title>
        {refused && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="xs">
            {submit.error?.message}
          </Alert>
        )}
        {ready && !readOnly && (
          <Text size="sm" mb="xs">
            {t('submission.nothingMissing')}
          </Text>
        )}
        <SubmissionSummary application={application} problems={problems} sectionPath={sectionPath} />
      </section>
      {!readOnly && (
        <>
          <Checkbox
            id="declaration"
            checked={declaration}
            onChange={(event) => {
              setDeclaration(event.currentTarget.checked);
              setRefused(null);
            }}
            label={t('submission.statement')}
            error={declarationError}
          />
          {submit.error && !refused && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {submit.error.message}
            </Alert>
          )}
          <Text size="sm">{t('submission.afterwards')}</Text>
          <Group justify="flex-end">
            <Button onClick={send} loading={submit.isPending}>
              {t('submission.submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
