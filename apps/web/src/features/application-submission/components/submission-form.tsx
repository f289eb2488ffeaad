import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { statementFields } from '@portal/shared/application-rules';
import type { Application, SubmitInput } from '@portal/shared/applications';
import { submitSchema } from '@portal/shared/applications';
import { guardianStatementSchema } from '@portal/shared/guardian';
import type { Session } from '@portal/shared/sessions';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { useApiForm } from '@/components/form/use-api-form';
import { paths } from '@/config/paths';
import { useApplicantWords } from '@/features/applications/public';
import { CompletionNotice, type SectionProps } from '@/features/editor-kit/public';
import { ApiError } from '@/lib/api-error';
import { useSubmitApplication } from '../api/submit-application';
import { markJustSubmitted } from '../utils/just-submitted';
import { GuardianFields, type SubmissionValues } from './guardian-fields';
import { type ShownProblem, SubmissionSummary } from './submission-problems';

/** A minor's submission carries the guardian's statement: checked on the phone before it is sent. */
const withGuardian = submitSchema.extend(guardianStatementSchema.shape);
type FormSchema = z.ZodType<SubmitInput, SubmitInput>;

/** What the schema checks: an adult states the declaration only; a minor's unchosen relation is a missing one. */
const adultInput = (values: SubmissionValues) => ({ declaration: values.declaration });
const minorInput = (values: SubmissionValues) => ({
  ...values,
  guardianRelation: values.guardianRelation || undefined,
});

type Props = Pick<SectionProps, 'application' | 'readOnly' | 'sectionPath'> & {
  session: Pick<Session, 'status' | 'completionNotice'>;
  /** What the same rules as the server's find missing on this device, the statements included. */
  local: ShownProblem[];
  /** Under 18 today: the parent's or guardian's statement is asked above the declaration. */
  minor: boolean;
  /** A rejection that lets the applicant submit again. */
  sendAgain: boolean;
};

function defaultsOf(application: Application, minor: boolean): SubmissionValues {
  const earlier = minor ? application : null;
  return {
    declaration: false,
    guardianName: earlier?.guardianName ?? '',
    guardianRelation: earlier?.guardianRelation ?? '',
    // A consent is stated again with each submission.
    guardianConsent: false,
  };
}

/**
 * The steps with what is still wrong in them, then what the applicant states by submitting (under 18, their parent's
 * or guardian's consent; the declaration) and the button. A refused submission shows the server's answer instead,
 * each problem of a statement on its field.
 */
export function SubmissionForm({ application, session, readOnly, sectionPath, local, minor, sendAgain }: Props) {
  const { t } = useApplicantWords('applications');
  const navigate = useNavigate();
  const submit = useSubmitApplication(application.id);
  const form = useApiForm<FormSchema, SubmissionValues>(
    (minor ? withGuardian : submitSchema) as FormSchema,
    defaultsOf(application, minor),
    { toInput: minor ? minorInput : adultInput },
  );
  const declaration = useWatch({ control: form.control, name: 'declaration' });
  const [refused, setRefused] = useState<ShownProblem[] | null>(null);
  // Ticking or unticking the declaration makes a refusal old news.
  useEffect(() => {
    if (declaration !== undefined) setRefused(null);
    form.clearErrors('declaration');
  }, [declaration, form.clearErrors]);

  const problems = refused ?? local;
  const ready = problems.every((problem) => statementFields.includes(problem.field));
  const send = form.submit((values) =>
    submit.mutate(values, {
      onSuccess: (sent) => {
        markJustSubmitted(sent.id);
        navigate(paths.applicationView({ id: sent.id, rest: 'submission' }), { replace: true });
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        if (error.code === 'APPLICATION_INCOMPLETE') setRefused(error.fieldErrors);
        const onFields = error.fieldErrors.filter((problem) => statementFields.includes(problem.field));
        onFields.forEach((problem, index) => {
          form.setError(
            problem.field as Path<SubmissionValues>,
            { type: problem.code, message: problem.message },
            // The declaration's refusal stays where the applicant is; a guardian's field takes the focus.
            { shouldFocus: index === 0 && problem.field !== 'declaration' },
          );
        });
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
            {t(minor ? 'submission.nothingMissingMinor' : 'submission.nothingMissing')}
          </Text>
        )}
        <SubmissionSummary application={application} problems={problems} sectionPath={sectionPath} />
      </section>
      <CompletionNotice application={application} session={session} complete={ready} />
      {!readOnly && (
        <>
          {minor && <GuardianFields form={form} />}
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
