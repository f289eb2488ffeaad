import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { lockReason, submissionProblems } from '@portal/shared/application-rules';
import { submitSchema } from '@portal/shared/applications';
import { isOngoing } from '@portal/shared/session-rules';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { useApiForm } from '@/components/form/use-api-form';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import {
  useApplicantProfile,
  useHighSchoolResume,
  useRating,
  useSchoolResult,
} from '@/features/applicant-steps/public';
import { documentsContent, useDocuments } from '@/features/application-documents/public';
import { useFamily, useFamilyMembers } from '@/features/application-family/public';
import { useEntries } from '@/features/application-lists/public';
import { useApplicantWords } from '@/features/applications/public';
import { CompletionNotice, type SectionProps, useProblemMessage } from '@/features/editor-kit/public';
import { useReferenceItems } from '@/features/reference/public';
import { ApiError } from '@/lib/api-error';
import { useSubmitApplication } from '../api/submit-application';
import { markJustSubmitted } from '../utils/just-submitted';
import { SubmissionConfirmation } from './submission-confirmation';
import { type ShownProblem, SubmissionSummary } from './submission-problems';

/**
 * The declaration and the submission: every step with its state and what is still wrong in it (the same rules as
 * the server's), each a link to the step; a refused submission shows the server's answer instead. Once submitted,
 * a confirmation with every step as sent.
 */
export function SubmissionSection({ application, session, readOnly, sectionPath }: SectionProps) {
  const { t } = useApplicantWords('applications');
  const navigate = useNavigate();
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
  const form = useApiForm(submitSchema, { declaration: false });
  const declaration = useWatch({ control: form.control, name: 'declaration' });
  const [refused, setRefused] = useState<ShownProblem[] | null>(null);
  // Ticking or unticking the declaration makes a refusal old news.
  useEffect(() => {
    if (declaration !== undefined) setRefused(null);
    form.clearErrors('declaration');
  }, [declaration, form.clearErrors]);

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
  // The declaration is this screen's checkbox: its problem shows there, once a submission was refused for it.
  const local = submissionProblems(content, { declaration: true }).map((problem) => ({
    field: problem.field,
    message: message(problem),
  }));
  const problems = refused ?? local;
  const ready = problems.every((problem) => problem.field === 'declaration');
  const send = form.submit((values) =>
    submit.mutate(values.declaration === true, {
      onSuccess: (sent) => {
        markJustSubmitted(sent.id);
        navigate(paths.applicationView({ id: sent.id, rest: 'submission' }), { replace: true });
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.code !== 'APPLICATION_INCOMPLETE') return;
        setRefused(error.fieldErrors);
        const unticked = error.fieldErrors.find((problem) => problem.field === 'declaration');
        if (unticked) form.setError('declaration', { type: unticked.code, message: unticked.message });
      },
    }),
  );

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
      <CompletionNotice application={application} session={session} complete={ready} />
      {!readOnly && (
        <>
          <CheckboxField form={form} name="declaration" id="declaration" label={t('submission.statement')} />
          {submit.error && !refused && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {submit.error.message}
            </Alert>
          )}
          <Text size="sm">{t('submission.afterwards')}</Text>
          <Group justify="flex-end">
            <Button onClick={send} loading={submit.isPending}>
              {t(sendAgain ? 'submission.submitAgain' : 'submission.submit')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
