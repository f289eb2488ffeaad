import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { submissionProblems } from '@portal/shared/application-rules';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useDocuments } from '@/features/applications/api/get-documents';
import { useHighSchoolResume } from '@/features/applications/api/get-high-school-resume';
import { useSchoolResult } from '@/features/applications/api/get-school-result';
import { useSubmitApplication } from '@/features/applications/api/submit-application';
import { documentsContent } from '@/features/applications/utils/applicable-document-types';
import { useReferenceItems } from '@/features/reference/public';
import { useFormatDate } from '@/hooks/use-format-date';
import { ApiError } from '@/lib/api-error';
import type { SectionProps } from '../section-props';
import { type ShownProblem, SubmissionProblems, useProblemMessage } from './submission-problems';

/**
 * The declaration and the submission: what is still missing is listed while the student fills the steps (the same
 * rules as the server's), each item a link to its step; a refused submission lists the server's answer instead.
 */
export function SubmissionSection({ application, readOnly, sectionPath }: SectionProps) {
  const { t } = useTranslation('applications');
  const { dateTime } = useFormatDate();
  const schoolResult = useSchoolResult(application.id);
  const resume = useHighSchoolResume(application.id);
  const documentTypes = useReferenceItems('document-types');
  const documents = useDocuments(application.id);
  const submit = useSubmitApplication(application.id);
  const message = useProblemMessage();
  const [declaration, setDeclaration] = useState(false);
  const [refused, setRefused] = useState<ShownProblem[] | null>(null);

  if (application.submitted)
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />}>
        {t('submission.submitted', { date: dateTime(application.submittedAt ?? application.modified) })}
      </Alert>
    );
  if (schoolResult.isPending || resume.isPending) return <PageLoader />;

  const content = {
    application,
    schoolResult: schoolResult.data ?? null,
    highSchoolResume: resume.data ?? null,
    // Without both lists (a line that drops), the documents step counts by its completed mark alone.
    documents:
      documentTypes.data && documents.data
        ? documentsContent(application, documentTypes.data, documents.data)
        : undefined,
  };
  const local = submissionProblems(content, declaration).map((problem) => ({
    field: problem.field,
    message: message(problem),
  }));
  const problems = refused ?? local;
  const send = () =>
    submit.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'APPLICATION_INCOMPLETE') setRefused(error.fieldErrors);
      },
    });

  return (
    <Stack>
      <section aria-labelledby="missing-title">
        <Title order={3} size="h4" id="missing-title" mb="xs">
          {t(refused ? 'submission.refusedTitle' : 'submission.missingTitle')}
        </Title>
        {refused && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb="xs">
            {submit.error?.message}
          </Alert>
        )}
        <SubmissionProblems problems={problems} sectionPath={sectionPath} />
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
