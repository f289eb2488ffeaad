import { Anchor, Stack, Text, Title } from '@mantine/core';
import { guardianRelations } from '@portal/shared/enums';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { NativeSelectField } from '@/components/form/native-select-field';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { useApplicantWords } from '@/features/applications/public';

/** The submission form's inputs: the statements, the guardian's ones empty until the applicant fills them in. */
export type SubmissionValues = {
  declaration: boolean;
  guardianName: string;
  guardianRelation: string;
  guardianConsent: boolean;
};

type Props = { form: UseFormReturn<SubmissionValues, unknown, unknown> };

/**
 * For an applicant under 18 on the day of submitting, just above the declaration: who their parent or guardian is,
 * how they are related, and that this person has read the privacy notice (a link, opened beside the form so nothing
 * typed is lost) and consents. Sent with the submission, which records when.
 */
export function GuardianFields({ form }: Props) {
  const { t } = useApplicantWords('applications');
  const relations = guardianRelations.map((relation) => ({
    value: relation,
    label: t(`submission.guardian.relations.${relation}`),
  }));
  return (
    <Stack gap="xs" role="group" aria-labelledby="guardian-title" data-testid="guardian-fields">
      <Title order={3} size="h4" id="guardian-title">
        {t('submission.guardian.title')}
      </Title>
      <Text size="sm">{t('submission.guardian.why')}</Text>
      <Anchor component={Link} to={paths.privacy()} target="_blank" rel="noopener" size="sm">
        {t('submission.guardian.privacyNotice')}
      </Anchor>
      <TextField form={form} name="guardianName" id="guardianName" label={t('submission.guardian.name')} required />
      <NativeSelectField
        form={form}
        name="guardianRelation"
        id="guardianRelation"
        label={t('submission.guardian.relation')}
        data={[{ value: '', label: t('submission.guardian.chooseRelation') }, ...relations]}
        required
      />
      <CheckboxField form={form} name="guardianConsent" id="guardianConsent" label={t('submission.guardian.consent')} />
    </Stack>
  );
}
