import { Button, Fieldset, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { applicantTypes, schoolSystems } from '@portal/shared/eligibility-questions';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useEligibilityOutcome } from '../eligibility-outcome';
import { AnswerChoice, AnswerInput } from './eligibility/answer-fields';
import { EligibilityVerdict } from './eligibility/eligibility-verdict';
import { GceGradeFields } from './eligibility/gce-grade-fields';

/**
 * /eligibility: a few questions answered without an account, in a plain form the server checks with the rules the
 * committee applies (decision 302). Works without JavaScript: the form posts, the server renders the answer.
 */
export function EligibilityPage() {
  const { t } = useTranslation('eligibility');
  const outcome = useEligibilityOutcome();
  return (
    <Stack gap="lg" py="lg" maw={720}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {outcome ? <EligibilityVerdict outcome={outcome} /> : null}
      <form method="post" action={paths.eligibility()} noValidate>
        <Stack gap="lg">
          <AnswerChoice name="applicantType" values={applicantTypes} />
          <Fieldset legend={t('sections.student')}>
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <AnswerInput name="achievedCredits" inputMode="numeric" />
              <AnswerInput name="totalCredits" inputMode="numeric" />
              <AnswerInput name="average" inputMode="decimal" />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('sections.pupil')}>
            <Stack>
              <AnswerChoice name="system" values={schoolSystems} />
              <AnswerInput name="bacGrade" inputMode="decimal" description={t('hints.bacGrade')} />
              <GceGradeFields />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.you')}>
            <Stack>
              <AnswerInput name="birthDate" type="date" />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <AnswerInput name="town" autoComplete="address-level2" />
                <AnswerInput name="district" />
              </SimpleGrid>
              <AnswerInput name="university" />
            </Stack>
          </Fieldset>
          <Button type="submit" w="fit-content">
            {t('check')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
